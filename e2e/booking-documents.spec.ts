import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { desktop, expectAccessible, fill, lead, messages, phone, type Locale } from './helpers';
import { mailAbout, type CaughtMail } from './mail';
import {
  aFlightBooking,
  aHotelBooking,
  nakhla,
  skyline,
  unique,
  verifiedCustomer,
  type Club,
} from './bookingsSupport';

/**
 * Booking documents (issue 16): a customer's flight and hotel bookings, made and paid through the
 * API, opened on the site in English (1280px) and Arabic (375px); each PDF is downloaded from the
 * Documents section (a real file, `%PDF`, in the page's language: the Arabic ones embed the Arabic
 * font), the invoice is e-mailed from the page, and the confirmation mail arrived with the PDFs.
 */

/** A verified customer of the club, made through the API; answers a login token and the e-mail. */
async function aCustomer(club: Club, locale: Locale) {
  const email = `e2e.documents.${unique()}@mail.test`;
  return { token: await verifiedCustomer(club, locale, email), email };
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

/** The files a mail carries, by name: not the club's logo, which the HTML shows inline (`cid:`). */
function filesOf(mail: CaughtMail): string[] {
  return (mail.attachments ?? [])
    .filter((file) => file.contentDisposition !== 'inline')
    .map((file) => file.fileName)
    .sort();
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
