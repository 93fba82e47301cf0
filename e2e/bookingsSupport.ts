import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { dayAhead } from './flightsSupport';
import { flowTicket } from './flowTicket';
import { SANDBOX, hosts, type Locale } from './helpers';
import { mailTo, nextMailedCode } from './mail';

/** What the booking specs (My bookings, booking documents) share: API calls and verified customers. */

export const PASSWORD = 'Travel@123';

export interface Club {
  id: number;
  host: string;
}
export const skyline: Club = { id: 101, host: hosts.skyline };
export const nakhla: Club = { id: 102, host: hosts.nakhla };

/** A call to the sandbox as the club's site makes it; answers the envelope's `data`, throws on an error. */
/** The headers the site sends the club API for `club` in `locale` (with a login token when given). */
export function sandboxHeaders(club: Club, locale: Locale, token?: string): Record<string, string> {
  return {
    apikey: 'sandbox-demo-key',
    'Whitelabel-Id': String(club.id),
    language: locale,
    version: '1',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

export async function apiCall<T>(
  club: Club,
  locale: Locale,
  method: 'GET' | 'POST',
  path: string,
  { body, token, headers = {} }: { body?: object; token?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${SANDBOX}${path}`, {
    method,
    headers: { ...sandboxHeaders(club, locale, token), 'Content-Type': 'application/json', ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

export async function logInByApi(club: Club, locale: Locale, email: string): Promise<string> {
  const { token } = await apiCall<{ token: string }>(club, locale, 'POST', '/auth/login-with-password', {
    body: { email, password: PASSWORD },
  });
  return token;
}

/** Signs `email` up through the API, confirms it with the mailed code, and answers a login token. */
export async function verifiedCustomer(club: Club, locale: Locale, email: string): Promise<string> {
  const seen = await mailTo(club.id, email);
  await apiCall(club, locale, 'POST', '/auth/signup', {
    body: {
      fullName: 'Sara Haddad',
      email,
      phoneCountryCode: '+971',
      phoneNumber: '501234567',
      password: PASSWORD,
      ticket: await flowTicket(club.id, email),
    },
  });
  const otp = await nextMailedCode(club.id, email, seen);
  await apiCall(club, locale, 'POST', '/auth/otp-verify', {
    body: { email, otp, otpType: 1, isToken: true },
  });
  return logInByApi(club, locale, email);
}

/**
 * A payment token for the sandbox's always-approved test card. The demo clubs are Gulf clubs and
 * take cards only (no UPI or net banking), so journeys that pay through the API pay by card.
 */
export async function aTestCardToken(club: Club, locale: Locale, token?: string): Promise<string> {
  const card = {
    cardNumber: '4242424242424242',
    holderName: 'Sara Haddad',
    expiryMonth: 12,
    expiryYear: 2030,
    cvv: '123',
  };
  const { paymentToken } = await apiCall<{ paymentToken: string }>(
    club,
    locale,
    'POST',
    '/payment/tokenize',
    {
      body: card,
      token,
    },
  );
  return paymentToken;
}

/** The sandbox call as this spec writes it: POST when there is a body, an optional idempotency key. */
export const call = <T>(
  club: Club,
  locale: Locale,
  path: string,
  { body, token, key }: { body?: object; token?: string; key?: string } = {},
) =>
  apiCall<T>(club, locale, body ? 'POST' : 'GET', path, {
    body,
    token,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

let sequence = 0;
// Letters, digits and dots only: the booking contact e-mail's pattern allows no more.
export const unique = () => `${Date.now()}.${process.pid}.${++sequence}`;

export interface Booked {
  bookingId: string;
  reference: string;
  /** Lets a guest read and pay the booking (as the site keeps it in the tab). */
  accessToken: string;
}

const contactOf = (email: string) => ({ email, phoneCountryCode: '+971', phoneNumber: '501234567' });

/** What a booking made through the API may ask beyond the defaults. */
export interface BookingWishes {
  /** The flight's destination from DXB (LHR). */
  to?: string;
  /** Days ahead of the flight (40) or of the stay's check-in (45). */
  days?: number;
  /** Only a refundable fare or rate, one that can be cancelled for a refund. */
  refundable?: boolean;
  /** A stay's special requests and arrival time. */
  requests?: { specialRequests: string; arrivalTime: string };
}

/**
 * A one-way flight booked and paid (by card) through the API for `email`: by the customer whose
 * login `token` is given, or (null) by a guest, who pays with the booking's access token.
 */
export async function aFlightBooking(
  club: Club,
  locale: Locale,
  token: string | null,
  email: string,
  { to = 'LHR', days = 40, refundable = false }: BookingWishes = {},
): Promise<Booked> {
  const { routingId } = await call<{ routingId: string }>(club, locale, '/flight/start-routing', {
    body: {
      tripType: 'Oneway',
      legs: [{ origin: 'DXB', destination: to, date: dayAhead(days) }],
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 1,
      airline: null,
    },
  });
  const offers: { offerId: string; refundable: boolean }[] = [];
  let offset = 0;
  await expect
    .poll(
      async () => {
        const data = await call<{
          complete: boolean;
          offers: { offerId: string; refundable: boolean }[];
          nextOffset: number;
        }>(club, locale, '/flight/check-routing', { body: { routingId, offset } });
        offers.push(...data.offers);
        offset = data.nextOffset;
        return data.complete;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  for (const offer of offers.filter((candidate) => !refundable || candidate.refundable)) {
    const fare = await call<{ status: string; fareToken: string | null }>(
      club,
      locale,
      '/flight/revalidate',
      {
        body: { routingId, offerId: offer.offerId },
      },
    );
    if (fare.status !== 'CONFIRMED' || !fare.fareToken) continue;
    const booking = await call<Booked>(club, locale, '/flight/book', {
      token: token ?? undefined,
      key: `e2e-doc-${unique()}`,
      body: {
        fareToken: fare.fareToken,
        travellers: [
          {
            type: 'ADT',
            firstName: 'Sara',
            lastName: 'Haddad',
            dateOfBirth: '1990-04-12',
            gender: 'F',
            passportNumber: 'N1234567',
            expiryDate: `${new Date().getFullYear() + 5}-01-31`,
          },
        ],
        contact: contactOf(email),
        ...guestIdFor(token),
      },
    });
    await payByCard(club, locale, token, booking, 1);
    return booking;
  }
  throw new Error(refundable ? 'no refundable fare held its price' : 'no fare held its price');
}

/** A guest's booking carries the id the site draws for the visitor (CheckoutShell); a customer's none. */
const guestIdFor = (token: string | null) => (token ? {} : { guestUserId: randomUUID() });

/** Pays a booking with the test card: the customer with their token, a guest with the booking's pass. */
async function payByCard(
  club: Club,
  locale: Locale,
  token: string | null,
  booking: Booked,
  moduleType: 1 | 2,
) {
  await call(club, locale, '/payment/pay', {
    token: token ?? undefined,
    key: `e2e-doc-pay-${booking.bookingId}`,
    body: {
      bookingId: booking.bookingId,
      moduleType,
      method: 2,
      paymentToken: await aTestCardToken(club, locale, token ?? undefined),
      ...(token ? {} : { accessToken: booking.accessToken }),
    },
  });
}

/** A three-night stay booked and paid (by card) through the API, by a customer or (null) a guest. */
export async function aHotelBooking(
  club: Club,
  locale: Locale,
  token: string | null,
  email: string,
  { days = 45, refundable = false, requests }: BookingWishes = {},
): Promise<Booked> {
  const stay = {
    checkIn: dayAhead(days),
    checkOut: dayAhead(days + 3),
    rooms: [{ adults: 2, childAges: [] }],
  };
  const details = await call<{ rooms: { rates: { rateId: string; refundable: boolean }[] }[] }>(
    club,
    locale,
    '/hotel/details',
    { body: { hotelId: 120005, ...stay } },
  );
  const rates = details.rooms.flatMap((room) => room.rates);
  for (const rate of rates.filter((candidate) => !refundable || candidate.refundable)) {
    const checked = await call<{ status: string; rateToken: string | null }>(
      club,
      locale,
      '/hotel/rate-check',
      {
        body: { hotelId: 120005, ...stay, rateIds: [rate.rateId] },
      },
    );
    if (checked.status !== 'CONFIRMED' || !checked.rateToken) continue;
    const booking = await call<Booked>(club, locale, '/hotel/book', {
      token: token ?? undefined,
      key: `e2e-doc-hotel-${unique()}`,
      body: {
        rateToken: checked.rateToken,
        guests: [{ firstName: 'Sara', lastName: 'Haddad' }],
        contact: contactOf(email),
        ...requests,
        ...guestIdFor(token),
      },
    });
    await payByCard(club, locale, token, booking, 2);
    return booking;
  }
  throw new Error(refundable ? 'no refundable hotel rate held its price' : 'no hotel rate held its price');
}
