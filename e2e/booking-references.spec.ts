import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { parseCalendar } from '../sandbox/test-support/ical';
import { readerText } from '../sandbox/test-support/pdf-text-layer';
import {
  aFlightBooking,
  aHotelBooking,
  call,
  nakhla,
  skyline,
  unique,
  verifiedCustomer,
  type Booked,
  type Club,
} from './bookingsSupport';
import { desktop, fill, messages, phone, solveCaptcha, type Locale } from './helpers';
import { attachmentOf, mailAbout, mailTo, nextMailedCode, type CaughtMail } from './mail';

/**
 * Issue 33's references, end to end, in English (1280px) and Arabic (375px): a flight and a hotel
 * stay booked and paid as a customer and as a guest; the airline record locators (PNR), e-ticket
 * numbers and hotel confirmation numbers the API issued are the same on the confirmation page, on
 * the booking detail (My bookings for the customer, Manage booking for the guest), in the PDF
 * downloaded there (its text as pdf.js reads it), in the confirmation mail (HTML with the club's
 * logo, whose link opens the booking) and in its `.ics` (parsed by ical.js) and PDF attachments;
 * and printing the page prints the booking alone, references and QR code included.
 */

interface SupplierReferences {
  recordLocators: { airline: { code: string }; locator: string }[];
  eTickets: { number: string }[];
  hotelConfirmations: { number: string }[];
}

interface Expected {
  hotel: boolean;
  booking: Booked;
  codes: { locators: string[]; tickets: string[]; rooms: string[] };
}

/** The references as the API answers them (`GET /my-bookings/{id}`), the yardstick of every check. */
async function referencesOf(
  club: Club,
  locale: Locale,
  booking: Booked,
  token: string | null,
  hotel: boolean,
): Promise<Expected> {
  const query = token ? '' : `?accessToken=${encodeURIComponent(booking.accessToken)}`;
  const { booking: read } = await call<{ booking: { supplierReferences: SupplierReferences | null } }>(
    club,
    locale,
    `/my-bookings/${booking.bookingId}${query}`,
    { token: token ?? undefined },
  );
  const references = read.supplierReferences;
  expect(references, 'references issued at ticketing').not.toBeNull();
  const codes = {
    locators: references!.recordLocators.map((entry) => entry.locator),
    tickets: references!.eTickets.map((ticket) => ticket.number),
    rooms: references!.hotelConfirmations.map((room) => room.number),
  };
  if (hotel) expect(codes.rooms.length).toBeGreaterThan(0);
  else {
    expect(codes.locators.length).toBeGreaterThan(0);
    expect(codes.tickets.length).toBeGreaterThan(0);
  }
  for (const locator of codes.locators) expect(locator).toMatch(/^[A-Z2-9]{6}$/);
  for (const ticket of codes.tickets) expect(ticket).toMatch(/^\d{13}$/);
  return { hotel, booking, codes };
}

const allCodes = ({ codes }: Expected) => [...codes.locators, ...codes.tickets, ...codes.rooms];

/** The references section of the page shows exactly the API's codes, each isolated left to right. */
async function expectReferencesShown(page: Page, expected: Expected) {
  const section = page.getByTestId('booking-references');
  await expect(section.getByTestId('references-booking-reference')).toHaveText(expected.booking.reference, {
    timeout: 20_000,
  });
  await expect(section.getByTestId('record-locator')).toHaveText(expected.codes.locators);
  await expect(section.getByTestId('e-ticket')).toHaveText(expected.codes.tickets);
  await expect(section.getByTestId('hotel-confirmation')).toHaveText(expected.codes.rooms);
  for (const code of await section.locator('bdi[data-testid]').all()) {
    await expect(code).toHaveAttribute('dir', 'ltr');
  }
}

/** Every code in the PDF's text, as a reader (pdf.js) extracts it. */
async function expectPdfHolds(pdf: Buffer, expected: Expected) {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = (await readerText(pdf)).join(' ');
  expect(text).toContain(expected.booking.reference);
  for (const code of allCodes(expected)) expect(text).toContain(code);
}

/** A valid calendar file (ical.js) whose entries carry the record locators or the confirmation numbers. */
function expectCalendarHolds(ics: string, expected: Expected) {
  const { events } = parseCalendar(ics);
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) {
    expect(event.status).toBe('CONFIRMED');
    expect(event.description).toContain(expected.booking.reference);
    expect(event.end.getTime()).toBeGreaterThan(event.start.getTime());
  }
  const descriptions = events.map((event) => event.description).join('\n');
  for (const code of [...expected.codes.locators, ...expected.codes.rooms])
    expect(descriptions).toContain(code);
}

/** The booking's confirmation mail in the catcher (its subject names the reference). */
async function confirmationMail(email: string, locale: Locale, reference: string): Promise<CaughtMail> {
  const words = locale === 'ar' ? 'تم تأكيد حجزك' : 'is confirmed';
  return mailAbout(email, reference, words, 45_000);
}

/**
 * The mail: HTML in the reader's direction with the club's logo inline, every code in it, the PDF
 * and the `.ics` attached and holding the same codes. Answers the link that opens the booking.
 */
async function checkMail(email: string, locale: Locale, expected: Expected, customer: boolean) {
  const { reference } = expected.booking;
  const mail = await confirmationMail(email, locale, reference);
  const html = mail.html ?? '';
  expect(html).toMatch(new RegExp(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`));
  const logo = mail.attachments?.find((file) => file.contentDisposition === 'inline');
  expect(logo?.contentId, 'the club logo, inline').toBeTruthy();
  expect(html).toContain(`cid:${logo!.contentId!.replace(/^<|>$/g, '')}`);
  for (const code of allCodes(expected)) {
    expect(html).toContain(code);
    expect(mail.text).toContain(code);
  }
  const document = expected.hotel ? 'voucher' : 'ticket';
  await expectPdfHolds(await attachmentOf(mail, `${document}-${reference}-${locale}.pdf`), expected);
  expectCalendarHolds((await attachmentOf(mail, `booking-${reference}.ics`)).toString('utf8'), expected);
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  const wayBack = customer
    ? links.find((link) => link.includes(`/my-bookings/`) && link.includes(expected.booking.bookingId))
    : links.find((link) => link.includes(`/manage-booking?reference=${reference}`));
  expect(wayBack, links.join('\n')).toBeDefined();
  // A guest has no My bookings: their mail never sends them there.
  if (!customer) expect(links.some((link) => link.includes('/my-bookings'))).toBe(false);
  return wayBack!;
}

/**
 * The page for a person to look at: in the test's output folder, or with E2E_SHOTS_DIR set, there at
 * both widths (1280 and 375), the viewport put back after.
 */
async function picture(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  const current = page.viewportSize() ?? desktop;
  for (const size of dir ? [desktop, phone] : [current]) {
    await page.setViewportSize(size);
    // Nothing on the page (a long guest e-mail address, a reference) widens it past the screen.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: name })
      .toBeLessThanOrEqual(size.width);
    const file = `${name}-${size.width}.png`;
    await page.screenshot({ path: dir ? `${dir}/${file}` : testInfo.outputPath(file), fullPage: true });
  }
  await page.setViewportSize(current);
}

/**
 * Printed (print media), the page is the booking alone: no site header or footer, no buttons; the
 * references and the QR code of the booking reference are shown. Also written as a PDF to look at.
 */
async function expectPrintable(page: Page, testInfo: TestInfo, name: string) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('site-header-brand')).toBeHidden();
  await expect(page.locator('footer.site-footer')).toBeHidden();
  await expect(page.locator('main').getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('booking-references')).toBeVisible();
  await expect(page.getByTestId('booking-qr')).toBeVisible();
  const dir = process.env.E2E_SHOTS_DIR;
  await page.screenshot({
    path: dir ? `${dir}/${name}-print.png` : testInfo.outputPath(`${name}-print.png`),
    fullPage: true,
  });
  if (dir) await page.pdf({ path: `${dir}/${name}-print.pdf`, format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('booking-qr')).toBeHidden();
}

/** "Add to calendar" downloads the booking's `.ics`, the same entries as the mail's. */
async function addsToCalendar(page: Page, locale: Locale, expected: Expected) {
  const button = page.getByRole('button', { name: messages[locale].bookingDocuments.add_to_calendar });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`booking-${expected.booking.reference}.ics`);
  expectCalendarHolds(await readFile(await download.path(), 'utf8'), expected);
}

/** The e-ticket or voucher from the detail page's Documents section holds every code. */
async function downloadedDocumentHolds(page: Page, locale: Locale, expected: Expected) {
  const t = messages[locale].bookingDocuments;
  const name = fill(t.download, { document: t.types[expected.hotel ? 'voucher' : 'ticket'] });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  await expectPdfHolds(await readFile(await download.path()), expected);
}

const thankYouUrl = (club: Club, locale: Locale, { booking, hotel }: Expected) =>
  `${club.host}/${locale}/thankyou?booking=${booking.bookingId}${hotel ? '&type=hotel' : ''}`;

const detailPath = (locale: Locale, { booking, hotel }: Expected) =>
  `/${locale}/my-bookings/${hotel ? 'hotels' : 'flights'}/${booking.bookingId}`;

const cases = [
  { locale: 'en', club: skyline, viewport: desktop },
  { locale: 'ar', club: nakhla, viewport: phone },
] as const;

test.describe('References after the booking', () => {
  for (const { locale, club, viewport } of cases) {
    test(`${locale}: a customer's flight and stay show the same PNR, e-tickets and confirmation numbers everywhere; the mail opens My bookings`, async ({
      page,
      context,
    }, testInfo) => {
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      const email = `e2e.refs.${unique()}@mail.test`;
      const token = await verifiedCustomer(club, locale, email);
      await context.addCookies([{ name: 'auth_token', value: token, url: club.host, sameSite: 'Lax' }]);
      const bookings = [
        await referencesOf(club, locale, await aFlightBooking(club, locale, token, email), token, false),
        await referencesOf(club, locale, await aHotelBooking(club, locale, token, email), token, true),
      ];
      for (const expected of bookings) {
        const kind = expected.hotel ? 'hotel' : 'flight';
        await page.goto(thankYouUrl(club, locale, expected));
        await expectReferencesShown(page, expected);
        await picture(page, testInfo, `thankyou-${kind}-customer-${locale}`);
        await addsToCalendar(page, locale, expected);
        await expectPrintable(page, testInfo, `thankyou-${kind}-customer-${locale}`);

        const link = await checkMail(email, locale, expected, true);
        expect(new URL(link).pathname).toBe(detailPath(locale, expected));
        await page.goto(link);
        await expect(page.getByTestId('booking-detail')).toBeVisible({ timeout: 20_000 });
        await expectReferencesShown(page, expected);
        await picture(page, testInfo, `detail-${kind}-customer-${locale}`);
        await downloadedDocumentHolds(page, locale, expected);
        await expectPrintable(page, testInfo, `detail-${kind}-customer-${locale}`);
      }
    });

    test(`${locale}: a guest's flight and stay show the same references everywhere; the mail opens Manage booking`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      const email = `e2e.refs.guest.${unique()}@mail.test`;
      const bookings = [
        await aFlightBooking(club, locale, null, email),
        await aHotelBooking(club, locale, null, email),
      ];
      // The tab that booked keeps each booking's pass in its session storage, as the checkout does.
      await page.addInitScript(
        (passes) => {
          for (const [bookingId, accessToken] of passes) {
            window.sessionStorage.setItem(`booking-access:${bookingId}`, accessToken);
          }
        },
        bookings.map((booking) => [booking.bookingId, booking.accessToken] as const),
      );
      const t = messages[locale].manageBooking;
      for (const [index, booked] of bookings.entries()) {
        const expected = await referencesOf(club, locale, booked, null, index === 1);
        const kind = expected.hotel ? 'hotel' : 'flight';
        await page.goto(thankYouUrl(club, locale, expected));
        await expectReferencesShown(page, expected);
        await picture(page, testInfo, `thankyou-${kind}-guest-${locale}`);
        await addsToCalendar(page, locale, expected);

        // Another tab, without the pass: the mail's link opens Manage booking with the reference in.
        const link = await checkMail(email, locale, expected, false);
        const other = await page.context().newPage();
        await other.setViewportSize(viewport);
        await other.goto(link);
        await expect(other.getByRole('textbox', { name: t.reference })).toHaveValue(booked.reference);
        const seen = await mailTo(club.id, email);
        await other.getByRole('textbox', { name: t.email }).fill(email);
        await solveCaptcha(other.locator('main'));
        await other.getByRole('button', { name: t.send_code }).click();
        await other.getByRole('textbox', { name: t.code }).fill(await nextMailedCode(club.id, email, seen));
        await other.getByRole('button', { name: t.open_booking }).click();
        await expect(other).toHaveURL(new RegExp(`${detailPath(locale, expected)}$`));
        await expectReferencesShown(other, expected);
        await picture(other, testInfo, `manage-${kind}-guest-${locale}`);
        await downloadedDocumentHolds(other, locale, expected);
        await expectPrintable(other, testInfo, `manage-${kind}-guest-${locale}`);
        await other.close();
      }
    });
  }
});
