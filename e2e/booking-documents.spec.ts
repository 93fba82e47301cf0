import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { dayAhead } from './flightsSupport';
import { desktop, expectAccessible, fill, lead, messages, phone, type Locale } from './helpers';
import { MAIL_INBOX } from './mail';
import { apiCall, nakhla, skyline, verifiedCustomer, type Club, aTestCardToken } from './bookingsSupport';

/**
 * Booking documents (issue 16): a customer's flight and hotel bookings, made and paid through the
 * API, opened on the site in English (1280px) and Arabic (375px); each PDF is downloaded from the
 * Documents section (a real file, `%PDF`, in the page's language: the Arabic ones embed the Arabic
 * font), the invoice is e-mailed from the page, and the confirmation mail arrived with the PDFs.
 */

/** The sandbox call as this spec writes it: POST when there is a body, an optional idempotency key. */
const call = <T>(
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
const unique = () => `${Date.now()}.${process.pid}.${++sequence}`;

/** A verified customer of the club, made through the API; answers a login token and the e-mail. */
async function aCustomer(club: Club, locale: Locale) {
  const email = `e2e.documents.${unique()}@mail.test`;
  return { token: await verifiedCustomer(club, locale, email), email };
}

interface Booked {
  bookingId: string;
  reference: string;
}

const contactOf = (email: string) => ({ email, phoneCountryCode: '+971', phoneNumber: '501234567' });

/** A one-way flight booked and paid (by card) through the API, the contact e-mail being the customer's. */
async function aFlightBooking(club: Club, locale: Locale, token: string, email: string): Promise<Booked> {
  const { routingId } = await call<{ routingId: string }>(club, locale, '/flight/start-routing', {
    body: {
      tripType: 'Oneway',
      legs: [{ origin: 'DXB', destination: 'LHR', date: dayAhead(40) }],
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 1,
      airline: null,
    },
  });
  const offers: { offerId: string }[] = [];
  let offset = 0;
  await expect
    .poll(
      async () => {
        const data = await call<{ complete: boolean; offers: { offerId: string }[]; nextOffset: number }>(
          club,
          locale,
          '/flight/check-routing',
          { body: { routingId, offset } },
        );
        offers.push(...data.offers);
        offset = data.nextOffset;
        return data.complete;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  for (const offer of offers) {
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
      token,
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
      },
    });
    await call(club, locale, '/payment/pay', {
      token,
      key: `e2e-doc-pay-${booking.bookingId}`,
      body: {
        bookingId: booking.bookingId,
        moduleType: 1,
        method: 2,
        paymentToken: await aTestCardToken(club, locale, token),
      },
    });
    return booking;
  }
  throw new Error('no fare held its price');
}

/** A three-night stay booked and paid (by card) through the API. */
async function aHotelBooking(club: Club, locale: Locale, token: string, email: string): Promise<Booked> {
  const stay = { checkIn: dayAhead(45), checkOut: dayAhead(48), rooms: [{ adults: 2, childAges: [] }] };
  const details = await call<{ rooms: { rates: { rateId: string }[] }[] }>(club, locale, '/hotel/details', {
    body: { hotelId: 120005, ...stay },
  });
  for (const rate of details.rooms.flatMap((room) => room.rates)) {
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
      token,
      key: `e2e-doc-hotel-${unique()}`,
      body: {
        rateToken: checked.rateToken,
        guests: [{ firstName: 'Sara', lastName: 'Haddad' }],
        contact: contactOf(email),
      },
    });
    await call(club, locale, '/payment/pay', {
      token,
      key: `e2e-doc-pay-${booking.bookingId}`,
      body: {
        bookingId: booking.bookingId,
        moduleType: 2,
        method: 2,
        paymentToken: await aTestCardToken(club, locale, token),
      },
    });
    return booking;
  }
  throw new Error('no hotel rate held its price');
}

async function signIn(context: BrowserContext, club: Club, token: string) {
  await context.addCookies([{ name: 'auth_token', value: token, url: club.host, sameSite: 'Lax' }]);
}

/** Downloads one document from the Documents section; checks it is a PDF in `locale`. */
async function downloads(
  page: Page,
  locale: Locale,
  type: 'ticket' | 'voucher' | 'invoice',
  reference: string,
) {
  const t = messages[locale].bookingDocuments;
  const button = page.getByRole('button', { name: fill(t.download, { document: t.types[type] }) });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`${type}-${reference}-${locale}.pdf`);
  const file = await readFile(await download.path());
  expect(file.length).toBeGreaterThan(5_000);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  // The font names are plain text in the PDF: Arabic documents embed the Arabic font, English ones do not.
  expect(file.toString('latin1').includes('NotoNaskhArabic')).toBe(locale === 'ar');
}

/** The page with its Documents section, for a person to look at (E2E_SHOTS_DIR or the test's output folder). */
async function picture(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  const file = `${name}-${page.viewportSize()?.width ?? 0}.png`;
  await page.screenshot({ path: dir ? `${dir}/${file}` : testInfo.outputPath(file), fullPage: true });
}

interface CaughtMail {
  subject: string;
  attachments?: { fileName: string; contentDisposition?: string }[];
}

/** The files a mail carries, by name: not the club's logo, which the HTML shows inline (`cid:`). */
function filesOf(mail: CaughtMail): string[] {
  return (mail.attachments ?? [])
    .filter((file) => file.contentDisposition !== 'inline')
    .map((file) => file.fileName)
    .sort();
}

/** The catcher's mail to `email` whose subject names `reference` and has `words`. */
async function mailAbout(email: string, reference: string, words: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const query = new URLSearchParams({ 'to.address': email.toLowerCase() });
        const list = (await (await fetch(`${MAIL_INBOX}/email?${query}`)).json()) as CaughtMail[];
        found = list.find((mail) => mail.subject.includes(reference) && mail.subject.includes(words));
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

test.describe('Booking documents', () => {
  test('English, 1280px: the e-ticket, voucher and invoices download as PDFs; the invoice is e-mailed; the confirmation came with the PDFs', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize(desktop);
    const { token, email } = await aCustomer(skyline, 'en');
    const flight = await aFlightBooking(skyline, 'en', token, email);
    const hotel = await aHotelBooking(skyline, 'en', token, email);
    await signIn(context, skyline, token);
    const t = messages.en.bookingDocuments;

    await page.goto(`${skyline.host}/en/my-bookings/flights/${flight.bookingId}`);
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await picture(page, testInfo, 'documents-flight-en');
    await downloads(page, 'en', 'ticket', flight.reference);
    await downloads(page, 'en', 'invoice', flight.reference);
    await page.getByRole('button', { name: t.email_invoice }).click();
    await expect(page.getByText(lead(t.invoice_sent))).toBeVisible();
    const invoiceMail = await mailAbout(email, flight.reference, 'invoice');
    expect(filesOf(invoiceMail)).toEqual([`invoice-${flight.reference}-en.pdf`]);

    const confirmation = await mailAbout(email, flight.reference, 'confirmed');
    expect(filesOf(confirmation)).toEqual([
      `booking-${flight.reference}.ics`,
      `invoice-${flight.reference}-en.pdf`,
      `ticket-${flight.reference}-en.pdf`,
    ]);

    await page.goto(`${skyline.host}/en/my-bookings/hotels/${hotel.bookingId}`);
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible({ timeout: 20_000 });
    await downloads(page, 'en', 'voucher', hotel.reference);
    await downloads(page, 'en', 'invoice', hotel.reference);
  });

  test('Arabic, 375px: the documents download in Arabic and the confirmation mail is Arabic', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize(phone);
    const { token, email } = await aCustomer(nakhla, 'ar');
    const flight = await aFlightBooking(nakhla, 'ar', token, email);
    const hotel = await aHotelBooking(nakhla, 'ar', token, email);
    await signIn(context, nakhla, token);
    const t = messages.ar.bookingDocuments;

    await page.goto(`${nakhla.host}/ar/my-bookings/flights/${flight.bookingId}`);
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await picture(page, testInfo, 'documents-flight-ar');
    await downloads(page, 'ar', 'ticket', flight.reference);
    await downloads(page, 'ar', 'invoice', flight.reference);
    const confirmation = await mailAbout(email, flight.reference, 'تأكيد');
    expect(filesOf(confirmation)).toEqual([
      `booking-${flight.reference}.ics`,
      `invoice-${flight.reference}-ar.pdf`,
      `ticket-${flight.reference}-ar.pdf`,
    ]);

    await page.goto(`${nakhla.host}/ar/my-bookings/hotels/${hotel.bookingId}`);
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await downloads(page, 'ar', 'voucher', hotel.reference);
  });
});
