import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  DEMO_PASSWORD,
  latestCode,
  logIn,
  post,
  signUp,
  solvedAltcha,
  ticketFor,
  verifiedAccount,
  type FakeClock,
} from '../test-support/auth';
import { readEnvelope, requestInit, type CallOptions, type TestSandbox } from '../test-support/sandbox';
import { aFareSource, aFareToken, aGuestBookBody, aKey, aTraveller, book } from '../test-support/bookings';
import { aStartRoutingBody, startSearch } from '../test-support/flight-search';
import {
  aCompany,
  aStartBody,
  saveBranding,
  startApplication,
  verifiedApplicant,
} from '../test-support/agents';
import type { AgentApplication } from '../routes/agent-applications/schemas';
import { aCard, aCardToken } from '../test-support/payments';
import {
  aGuestHotelBookBody,
  aHotelSearchBody,
  aRateToken,
  aStayAfter,
  bookHotel,
  confirmedRates,
  hotelDetails,
} from '../test-support/hotels';

/**
 * One valid request per operation of the contract that takes strings, built fresh for each test:
 * the contract test sends it with a NUL in one field at a time (each must be refused), then as it
 * is (it must be accepted, showing the refusals used up nothing: no code, token or captcha).
 */
export interface BaseRequest {
  /** Path parameters, by name. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Who calls: token, headers, or `apikey`/`club` null for the routes that take no API headers. */
  options?: CallOptions;
  /** What the request answers without a NUL. */
  status: number;
}

export interface BuildContext {
  sandbox: TestSandbox;
  clock: FakeClock;
}

type Builder = (context: BuildContext) => Promise<BaseRequest>;

/** Every location field filled, so each one is tried. */
export const aLocation = () => ({
  ip: '203.0.113.7',
  city: 'Dubai',
  state: 'Dubai',
  country: 'AE',
  loginDevice: 'Desktop (Linux)',
  otherDetail: 'none',
  browser: 'Chrome 140',
});

const noApiHeaders: CallOptions = { apikey: null, club: null };

/** A day `days` after the clock's today, as YYYY-MM-DD. */
const dayAfter = (clock: FakeClock, days: number) =>
  new Date(clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Searches a month ahead of the test's clock. The clock starts at the real time: ALTCHA checks a
 * challenge's expiry against the real clock too.
 */
const aSearchBody = (clock: FakeClock) =>
  aStartRoutingBody({
    legs: [
      { origin: 'DXB', destination: 'LHR', date: dayAfter(clock, 30) },
      { origin: 'LHR', destination: 'DXB', date: dayAfter(clock, 37) },
    ],
  });

const aOneWaySearchBody = (clock: FakeClock) =>
  aStartRoutingBody({ tripType: 'Oneway', legs: aSearchBody(clock).legs.slice(0, 1) });

const aFare = async ({ sandbox, clock }: BuildContext) =>
  aFareSource(sandbox, clock, aOneWaySearchBody(clock));

async function aGuestBooking(context: BuildContext) {
  const { sandbox } = context;
  const fareToken = await aFareToken(sandbox, await aFare(context));
  const guestUserId = randomUUID();
  const key = aKey();
  const booking = await book(sandbox, aGuestBookBody(fareToken, { guestUserId }), {}, key);
  return { booking, guestUserId, key };
}

/** A guest's booking, paid by test card (the demo clubs take cards): it has documents. */
async function aPaidGuestBooking(context: BuildContext) {
  const { booking } = await aGuestBooking(context);
  const paid = await context.sandbox.call('/payment/pay', {
    body: {
      bookingId: booking.bookingId,
      moduleType: 1,
      method: 2,
      paymentToken: await aCardToken(context.sandbox),
      accessToken: booking.accessToken,
    },
    headers: { 'Idempotency-Key': aKey() },
  });
  if (paid.status !== 201) throw new Error(`the booking was not paid: ${paid.status}`);
  return booking;
}

/** A guest's booking with its own contact e-mail, for Manage booking. */
async function aGuestBookingOf(context: BuildContext, email: string) {
  const fareToken = await aFareToken(context.sandbox, await aFare(context));
  const contact = { email, phoneCountryCode: '+971', phoneNumber: '501234567' };
  return book(context.sandbox, aGuestBookBody(fareToken, { contact }), {}, aKey());
}

/** A Manage booking ticket for a fresh guest booking, and the code mailed for it. */
async function aManageTicket(context: BuildContext) {
  const email = `manage.${randomUUID().slice(0, 8)}@mail.test`;
  const booking = await aGuestBookingOf(context, email);
  const captcha = { provider: 'altcha', token: await solvedAltcha(context.sandbox) };
  const response = await context.sandbox.call('/manage-booking/code', {
    body: { reference: booking.reference, email, captcha },
  });
  const envelope = await readEnvelope<{ ticket: string }>(response);
  if (response.status !== 200)
    throw new Error(`no Manage booking ticket: ${response.status} ${envelope.message}`);
  return { ticket: envelope.data.ticket, code: await latestCode(context.sandbox, email) };
}

async function aResetToken({ sandbox, clock }: BuildContext) {
  const account = await verifiedAccount(sandbox);
  clock.advanceSeconds(46);
  const ticket = await ticketFor(sandbox, account.email);
  await post(sandbox, '/auth/verify-email', { email: account.email, otpType: 3, sendOtp: true, ticket });
  const otp = await latestCode(sandbox, account.email);
  const { token } = await post<{ token: string }>(sandbox, '/auth/otp-verify', {
    email: account.email,
    otp,
    otpType: 3,
    isToken: false,
  });
  return { email: account.email, token };
}

let passportSequence = 300_000;
const aSavedTraveller = () => {
  passportSequence += 1;
  const { type: _type, ...traveller } = aTraveller({ passportNumber: `P${passportSequence}` });
  return traveller;
};

async function aGuestHotelBooking({ sandbox, clock }: BuildContext) {
  const stay = aStayAfter(clock.now());
  const { rateToken } = await aRateToken(sandbox, 120001, { stay });
  const guestUserId = randomUUID();
  const key = aKey();
  const booking = await bookHotel(sandbox, aGuestHotelBookBody(rateToken, 1, { guestUserId }), {}, key);
  return { booking, guestUserId, key };
}

export const BASE_REQUESTS: Record<string, Builder> = {
  'GET /hotel/destinations': async () => ({ query: { q: 'دبي' }, status: 200 }),
  'GET /hotel/destination': async () => ({ query: { type: 'CITY', id: '12' }, status: 200 }),
  'POST /hotel/search': async ({ clock }) => ({
    body: aHotelSearchBody(aStayAfter(clock.now())),
    status: 201,
  }),
  'POST /hotel/search/results': async ({ sandbox, clock }) => {
    const response = await sandbox.call('/hotel/search', {
      body: aHotelSearchBody({ ...aStayAfter(clock.now()), searchType: 'HOTEL', destinationId: 120001 }),
    });
    const { searchId } = (await readEnvelope<{ searchId: string }>(response)).data;
    return { body: { searchId, offset: 0 }, status: 200 };
  },
  'POST /hotel/details': async ({ clock }) => ({
    body: { hotelId: 120001, ...aStayAfter(clock.now()), rooms: [{ adults: 2, childAges: [] }] },
    status: 200,
  }),
  'POST /hotel/rate-check': async ({ sandbox, clock }) => {
    const stay = aStayAfter(clock.now());
    const details = await hotelDetails(sandbox, 120001, { stay });
    const rooms = [{ adults: 2, childAges: [] }];
    return { body: { hotelId: 120001, ...stay, rooms, rateIds: confirmedRates(details) }, status: 200 };
  },
  'POST /hotel/book': async ({ sandbox, clock }) => {
    const { rateToken } = await aRateToken(sandbox, 120001, { stay: aStayAfter(clock.now()) });
    const companyTax = { gstNumber: true, companyName: 'Skyline Trading LLC', registrationNo: 'CR-20451' };
    return {
      body: aGuestHotelBookBody(rateToken, 1, { companyTax }),
      options: { headers: { 'Idempotency-Key': aKey() } },
      status: 201,
    };
  },
  'GET /hotel/book/status': async (context) => {
    const { guestUserId, key } = await aGuestHotelBooking(context);
    return { query: { idempotencyKey: key, guestUserId, paymentKey: aKey() }, status: 200 };
  },
  'GET /hotel/booking/{bookingId}': async (context) => {
    const { booking } = await aGuestHotelBooking(context);
    return {
      params: { bookingId: booking.bookingId },
      query: { accessToken: booking.accessToken },
      status: 200,
    };
  },
  'GET /hotel/photo/{hotelId}/{file}': async () => ({
    params: { hotelId: '120001', file: '0.svg' },
    options: noApiHeaders,
    status: 200,
  }),
  'GET /whitelabel/config': async () => ({
    query: { domain: 'skyline.localhost:3000' },
    options: { club: null },
    status: 200,
  }),
  'POST /flight/start-routing': async ({ clock }) => ({
    body: { ...aSearchBody(clock), airline: 'EK' },
    status: 201,
  }),
  'GET /flight/calendar': async ({ clock }) => ({
    query: {
      origin: 'DXB',
      destination: 'LHR',
      month: clock.now().toISOString().slice(0, 7),
      tripType: 'Roundtrip',
      tripLength: '7',
      cabin: '1',
      adults: '1',
      children: '0',
      infants: '0',
    },
    status: 200,
  }),
  'POST /flight/check-routing': async ({ sandbox, clock }) => {
    const { routingId } = await startSearch(sandbox, aSearchBody(clock));
    return { body: { routingId, offset: 0 }, status: 200 };
  },
  'POST /flight/revalidate': async (context) => {
    const source = await aFare(context);
    return { body: { routingId: source.routingId, offerId: source.offer.offerId }, status: 200 };
  },
  'GET /flight/book/status': async (context) => {
    const { guestUserId, key } = await aGuestBooking(context);
    return { query: { idempotencyKey: key, guestUserId, paymentKey: aKey() }, status: 200 };
  },
  'POST /flight/book': async (context) => {
    const fareToken = await aFareToken(context.sandbox, await aFare(context));
    const companyTax = { gstNumber: true, companyName: 'Skyline Trading LLC', registrationNo: 'CR-20451' };
    return {
      body: aGuestBookBody(fareToken, { companyTax }),
      options: { headers: { 'Idempotency-Key': aKey() } },
      status: 201,
    };
  },
  'GET /flight/booking/{bookingId}': async (context) => {
    const { booking } = await aGuestBooking(context);
    return {
      params: { bookingId: booking.bookingId },
      query: { accessToken: booking.accessToken },
      status: 200,
    };
  },
  'POST /manage-booking/code': async (context) => {
    const email = `manage.${randomUUID().slice(0, 8)}@mail.test`;
    const booking = await aGuestBookingOf(context, email);
    return {
      body: {
        reference: booking.reference,
        email,
        captcha: { provider: 'altcha', token: await solvedAltcha(context.sandbox) },
      },
      status: 200,
    };
  },
  'POST /manage-booking/session': async (context) => ({ body: await aManageTicket(context), status: 200 }),
  'GET /my-bookings': async ({ sandbox }) => {
    const { token } = await logIn(sandbox, 'customer@skyline.test');
    return { query: { moduleType: '1', tab: 'upcoming' }, options: { token }, status: 200 };
  },
  'GET /my-bookings/{bookingId}': async (context) => {
    const { booking } = await aGuestBooking(context);
    return {
      params: { bookingId: booking.bookingId },
      query: { accessToken: booking.accessToken },
      status: 200,
    };
  },
  'GET /my-bookings/{bookingId}/refund-quote': async (context) => {
    const { booking } = await aGuestBooking(context);
    return {
      params: { bookingId: booking.bookingId },
      query: { accessToken: booking.accessToken },
      status: 200,
    };
  },
  'POST /my-bookings/{bookingId}/cancel': async (context) => {
    const { booking } = await aGuestBooking(context);
    const paid = await context.sandbox.call('/payment/pay', {
      body: {
        bookingId: booking.bookingId,
        moduleType: 1,
        method: 2,
        paymentToken: await aCardToken(context.sandbox),
        accessToken: booking.accessToken,
      },
      headers: { 'Idempotency-Key': aKey() },
    });
    if (paid.status !== 201) throw new Error(`the booking to cancel was not paid: ${paid.status}`);
    return {
      params: { bookingId: booking.bookingId },
      body: { reasonValue: 'My plans changed', accessToken: booking.accessToken },
      status: 200,
    };
  },
  'GET /my-bookings/{bookingId}/documents/{type}': async (context) => {
    const booking = await aPaidGuestBooking(context);
    return {
      params: { bookingId: booking.bookingId, type: 'invoice' },
      query: { accessToken: booking.accessToken, lang: 'ar' },
      status: 200,
    };
  },
  'GET /my-bookings/{bookingId}/calendar': async (context) => {
    const booking = await aPaidGuestBooking(context);
    return {
      params: { bookingId: booking.bookingId },
      query: { accessToken: booking.accessToken, lang: 'ar' },
      status: 200,
    };
  },
  'POST /my-bookings/{bookingId}/invoice/email': async (context) => {
    const booking = await aPaidGuestBooking(context);
    return {
      params: { bookingId: booking.bookingId },
      body: { lang: 'en', accessToken: booking.accessToken },
      status: 200,
    };
  },
  'POST /payment/tokenize': async () => ({ body: aCard(), status: 201 }),
  'DELETE /payment/saved-cards/{cardId}': async (context) => {
    const { sandbox } = context;
    const { token } = await logIn(sandbox, 'customer@skyline.test');
    const kept = await post<{ savedCard: { id: string }; paymentToken: string }>(
      sandbox,
      '/payment/tokenize',
      aCard({ saveCard: true }),
      201,
      { token },
    );
    // A card is kept once a payment with it succeeds.
    const { booking } = await aGuestBooking(context);
    const paid = await sandbox.call('/payment/pay', {
      body: {
        bookingId: booking.bookingId,
        moduleType: 1,
        method: 2,
        paymentToken: kept.paymentToken,
        accessToken: booking.accessToken,
      },
      headers: { 'Idempotency-Key': aKey() },
    });
    if (paid.status !== 201) throw new Error(`the booking was not paid: ${paid.status}`);
    return { params: { cardId: kept.savedCard.id }, options: { token }, status: 200 };
  },
  'POST /payment/pay': async (context) => {
    const { booking } = await aGuestBooking(context);
    const paymentToken = await aCardToken(context.sandbox);
    return {
      body: {
        bookingId: booking.bookingId,
        moduleType: 1,
        method: 2,
        paymentToken,
        accessToken: booking.accessToken,
      },
      options: { headers: { 'Idempotency-Key': aKey() } },
      status: 201,
    };
  },
  'GET /currency/flight/currency-code/{code}': async () => ({ params: { code: 'AED' }, status: 200 }),
  'GET /assets/clubs/{slug}/{file}': async () => ({
    params: { slug: 'skyline', file: 'logo.svg' },
    options: noApiHeaders,
    status: 200,
  }),
  'GET /assets/currencies/{file}': async () => ({
    params: { file: 'AED.svg' },
    options: noApiHeaders,
    status: 200,
  }),
  'GET /cms/page/{slug}': async () => ({ params: { slug: 'about-us' }, status: 200 }),
  'POST /contact': async ({ sandbox }) => ({
    body: {
      fullName: 'Sara Haddad',
      email: `contact-${randomUUID()}@mail.test`,
      phoneCountryCode: '+971',
      phoneNo: '501234567',
      subject: 'Change of travel date',
      message: 'Can I move my flight?\nThank you.',
      captcha: { provider: 'altcha', token: await solvedAltcha(sandbox) },
    },
    status: 201,
  }),
  'POST /auth/captcha/challenge': async () => ({
    body: { email: 'customer@skyline.test' },
    options: noApiHeaders,
    status: 200,
  }),
  'POST /auth/verify-email': async ({ sandbox }) => ({
    body: {
      email: 'customer@skyline.test',
      otpType: 2,
      sendOtp: false,
      captcha: { provider: 'altcha', token: await solvedAltcha(sandbox) },
      ...aLocation(),
    },
    status: 201,
  }),
  'POST /auth/resend-otp': async ({ sandbox, clock }) => {
    const { email } = await signUp(sandbox);
    clock.advanceSeconds(46);
    return { body: { email, ticket: await ticketFor(sandbox, email) }, status: 201 };
  },
  'POST /auth/signup': async ({ sandbox }) => {
    const email = `control-${randomUUID()}@mail.test`;
    return {
      body: {
        fullName: 'Sara Haddad',
        email,
        phoneCountryCode: '+971',
        phoneNumber: '501234567',
        password: DEMO_PASSWORD,
        ticket: await ticketFor(sandbox, email),
        ...aLocation(),
      },
      status: 201,
    };
  },
  'POST /auth/login-with-password': async () => ({
    body: { email: 'customer@skyline.test', password: DEMO_PASSWORD, ...aLocation() },
    status: 201,
  }),
  'POST /auth/otp-verify': async ({ sandbox }) => {
    const { email } = await signUp(sandbox);
    const otp = await latestCode(sandbox, email);
    return { body: { email, otp, otpType: 1, isToken: true, ...aLocation() }, status: 201 };
  },
  'POST /auth/reset-password': async (context) => {
    const { email, token } = await aResetToken(context);
    const password = 'Journey@2026';
    return {
      body: { email, newPassword: password, confirmPassword: password, ...aLocation() },
      options: { token },
      status: 201,
    };
  },
  'PUT /admin/customer/preference/update/{userId}': async ({ sandbox }) => {
    const { token, user } = await verifiedAccount(sandbox);
    return {
      params: { userId: String(user.id) },
      body: { preferredLanguage: 'ar' },
      options: { token },
      status: 200,
    };
  },
  'PUT /admin/edit-profile/update/{userId}': async ({ sandbox }) => {
    const { token, user } = await signUp(sandbox);
    return {
      params: { userId: String(user.id) },
      body: {
        fullName: 'Sara Haddad',
        phoneCountryCode: '+971',
        mobileNumber: '501234567',
        address: 'Marina Walk 12, Dubai',
        dateOfBirth: '1990-04-12',
      },
      options: { token },
      status: 200,
    };
  },
  'GET /assets/profile/{file}': async ({ sandbox }) => {
    const { token, user } = await signUp(sandbox);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const response = await sandbox.app.request(`/admin/customer/profile-image/update/${user.id}`, {
      ...requestInit({ method: 'PUT', token }),
      body: form,
    });
    const { profilePic } = (await readEnvelope<{ profilePic: string }>(response)).data;
    return { params: { file: profilePic.split('/').pop() ?? '' }, options: noApiHeaders, status: 200 };
  },
  'POST /auth/user/change-password': async ({ sandbox }) => {
    const { token, password } = await signUp(sandbox);
    const newPassword = 'Journey@2026';
    return {
      body: { currentPassword: password, newPassword, confirmPassword: newPassword, ...aLocation() },
      options: { token },
      status: 200,
    };
  },
  'POST /traveler': async ({ sandbox }) => {
    const { token } = await logIn(sandbox, 'customer@skyline.test');
    return { body: aSavedTraveller(), options: { token }, status: 201 };
  },
  'PUT /traveler/update-traveler/{editId}': async ({ sandbox }) => {
    const { token } = await logIn(sandbox, 'customer@skyline.test');
    const saved = await post<{ id: number }>(sandbox, '/traveler', aSavedTraveller(), 201, { token });
    return { params: { editId: String(saved.id) }, body: aSavedTraveller(), options: { token }, status: 200 };
  },
  'GET /agent-panel': async ({ sandbox }) => {
    const { token } = await logIn(sandbox, 'agent@skyline.test');
    const handoff = await post<{ token: string }>(sandbox, '/auth/handoff-token', {}, 201, { token });
    return { query: { token: handoff.token }, options: noApiHeaders, status: 200 };
  },
  'POST /agent/application': async ({ sandbox }) => {
    const email = `control-${randomUUID()}@mail.test`;
    return {
      body: { ...aStartBody(email), ticket: await ticketFor(sandbox, email), ...aLocation() },
      status: 201,
    };
  },
  'PUT /agent/application/person': async ({ sandbox }) => {
    const { token } = await startApplication(sandbox);
    return {
      body: {
        firstName: 'Omar',
        lastName: 'Khalil',
        phoneCountryCode: '+971',
        phoneNumber: '501234567',
        secondaryPhoneCountryCode: '+966',
        secondaryPhoneNumber: '551234567',
      },
      options: { token },
      status: 200,
    };
  },
  'PUT /agent/application/company': async ({ sandbox }) => {
    const { token } = await startApplication(sandbox);
    return { body: aCompany(), options: { token }, status: 200 };
  },
  'GET /assets/agent-logo/{file}': async ({ sandbox }) => {
    const { token } = await verifiedApplicant(sandbox);
    const response = await saveBranding(sandbox, token);
    const { branding } = (await readEnvelope<AgentApplication>(response)).data;
    return { params: { file: branding.logoUrl?.split('/').pop() ?? '' }, options: noApiHeaders, status: 200 };
  },
};
