import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock, logIn, type Grant } from '../../test-support/auth';
import {
  aFareSource,
  aFareToken,
  aGuestBookBody,
  aPendingBooking,
  book,
  type FareSource,
} from '../../test-support/bookings';
import { TEST_NOW } from '../../test-support/flight-search';
import { aHotelBookBody, bookHotel, hotelDetails, rateCheck } from '../../test-support/hotels';
import { caughtMail, filesOf, type MailDevMail } from '../../test-support/mail';
import { CARDS_UPI_AND_NET_BANKING, offerPaymentMethods, pay } from '../../test-support/payments';
import { parseCalendar } from '../../test-support/ical';
import { pdfText } from '../../test-support/pdf-text';
import { aPngLogo } from '../../test-support/agents';
import { agentApplications, agentLogos, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import {
  readEnvelope,
  startTestSandbox,
  type CallOptions,
  type TestSandbox,
} from '../../test-support/sandbox';
import { isSoldOut, priceChangeOf } from '../../lib/hotel-inventory';
import { DOCUMENT_MESSAGES } from './documents';
import { REFUND_SETTLE_MINUTES } from './lifecycle';
import type { BookResult } from './schemas';

/** Booking documents and booking mail (docs/bookings-contract.md, "Documents"). */

const clock = aFakeClock(TEST_NOW);
const HOTEL_ID = 120005;
let sandbox: TestSandbox;
let source: FareSource;
let customer: Grant;
let other: Grant;
let flight: BookResult;

const CONTACT = 'sara.haddad@example.com';

beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  // These tests pay by UPI or net banking: the club is configured for them, as an Indian club is.
  await offerPaymentMethods(sandbox, CARDS_UPI_AND_NET_BANKING);
  source = await aFareSource(sandbox, clock, undefined, (offer) => offer.refundable);
  customer = await logIn(sandbox, 'customer@skyline.test');
  other = await logIn(sandbox, 'unverified@skyline.test');
  flight = await aPendingBooking(sandbox, source, { token: customer.token });
  await pay(sandbox, { bookingId: flight.bookingId, method: 3, upiId: 'sara@okbank' }, 201, {
    token: customer.token,
  });
});
afterAll(() => sandbox.close());

const documentCall = (
  bookingId: string,
  type: string,
  query: Record<string, string>,
  options: CallOptions = {},
) => sandbox.call(`/my-bookings/${bookingId}/documents/${type}?${new URLSearchParams(query)}`, options);

async function pdfOf(response: Response): Promise<Buffer> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const pdf = Buffer.from(await response.arrayBuffer());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdf;
}

const latinText = (pdf: Buffer) =>
  pdfText(pdf)
    .filter((run) => run.font.startsWith('NotoSans-'))
    .map((run) => run.text)
    .join('');
const usesArabicFont = (pdf: Buffer) => pdfText(pdf).some((run) => run.font.startsWith('NotoNaskhArabic-'));

/** Waits for the mail about `reference` whose subject has `words` (booking mail goes out in the background). */
async function mailAbout(reference: string, words: string, timeoutMs = 20_000): Promise<MailDevMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await caughtMail(sandbox.mail)).find(
      (mail) => mail.subject.includes(reference) && mail.subject.includes(words),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${words}" mail for ${reference}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function attachment(mail: MailDevMail, fileName: string): Promise<Buffer> {
  const file = mail.attachments?.find((each) => each.fileName === fileName);
  if (!file) throw new Error(`no attachment ${fileName}`);
  const response = await fetch(
    `${sandbox.mail.inboxUrl}/email/${mail.id}/attachment/${file.generatedFileName}`,
  );
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('GET /my-bookings/{bookingId}/documents/{type}', () => {
  it('gives the owner the e-ticket and the invoice, in English and in Arabic', async () => {
    const ticket = await pdfOf(
      await documentCall(flight.bookingId, 'ticket', { lang: 'en' }, { token: customer.token }),
    );
    expect(latinText(ticket)).toContain(flight.reference);
    expect(latinText(ticket)).toContain('E-ticket / itinerary receipt');
    expect(usesArabicFont(ticket)).toBe(false);

    const response = await documentCall(
      flight.bookingId,
      'invoice',
      { lang: 'ar' },
      { token: customer.token },
    );
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${flight.reference}-ar.pdf"`,
    );
    const invoice = await pdfOf(response);
    expect(latinText(invoice)).toContain(flight.reference);
    expect(usesArabicFont(invoice)).toBe(true);
    // The file's first renderings start the render worker (over 20 s on a loaded machine).
  }, 60_000);

  it('names the club and the fare brand in Arabic on the Arabic e-ticket: no Latin club name or "Basic" (issue 30 item 19)', async () => {
    const english = latinText(
      await pdfOf(await documentCall(flight.bookingId, 'ticket', { lang: 'en' }, { token: customer.token })),
    );
    expect(english).toContain('Skyline Travel');
    expect(english).toMatch(/Basic|Saver|Flex|First/);
    const arabic = latinText(
      await pdfOf(await documentCall(flight.bookingId, 'ticket', { lang: 'ar' }, { token: customer.token })),
    );
    expect(arabic).toContain(flight.reference);
    expect(arabic).not.toMatch(/Skyline|Basic|Saver|Flex|Premium|Business|First/);
  });

  it('takes the language header when no lang is given', async () => {
    const pdf = await pdfOf(
      await documentCall(
        flight.bookingId,
        'ticket',
        {},
        { token: customer.token, headers: { language: 'ar' } },
      ),
    );
    expect(usesArabicFont(pdf)).toBe(true);
  });

  it('answers 404 to another user, to nobody, and for a voucher of a flight; 400 for an unknown type', async () => {
    expect((await documentCall(flight.bookingId, 'ticket', {}, { token: other.token })).status).toBe(404);
    expect((await documentCall(flight.bookingId, 'invoice', {})).status).toBe(404);
    const voucher = await documentCall(flight.bookingId, 'voucher', {}, { token: customer.token });
    expect(voucher.status).toBe(404);
    expect((await readEnvelope(voucher)).message).toBe(DOCUMENT_MESSAGES.wrongType);
    expect((await documentCall(flight.bookingId, 'receipt', {}, { token: customer.token })).status).toBe(400);
    expect(
      (await documentCall(flight.bookingId, 'ticket', { lang: 'fr' }, { token: customer.token })).status,
    ).toBe(400);
  });

  it('serves a guest with the booking’s access token, and refuses documents before payment (409)', async () => {
    const guest = await book(sandbox, aGuestBookBody(await aFareToken(sandbox, source)));
    const unpaid = await documentCall(guest.bookingId, 'ticket', { accessToken: guest.accessToken });
    expect(unpaid.status).toBe(409);
    expect((await readEnvelope(unpaid)).message).toBe(DOCUMENT_MESSAGES.notIssued);
    await pay(
      sandbox,
      { bookingId: guest.bookingId, method: 3, upiId: 'sara@okbank', accessToken: guest.accessToken },
      201,
    );
    const pdf = await pdfOf(
      await documentCall(guest.bookingId, 'ticket', { accessToken: guest.accessToken }),
    );
    expect(latinText(pdf)).toContain(guest.reference);
    // A guest has no account: the invoice is billed to the lead traveller, by name.
    const invoice = latinText(
      await pdfOf(await documentCall(guest.bookingId, 'invoice', { accessToken: guest.accessToken })),
    );
    expect(invoice).toMatch(/Billed to.*Name.*Sara Haddad/s);
    expect((await documentCall(guest.bookingId, 'ticket', { accessToken: 'not-the-token' })).status).toBe(
      404,
    );
  });

  it('gives a hotel booking its voucher and invoice, and no e-ticket', async () => {
    const details = await hotelDetails(sandbox, HOTEL_ID);
    const rates = details.rooms.flatMap((room) => room.rates) as unknown as { rateId: string }[];
    const rate = rates.find((each) => !isSoldOut(each.rateId) && priceChangeOf(each.rateId) === 1);
    if (!rate) throw new Error('no bookable rate');
    const checked = await rateCheck(sandbox, HOTEL_ID, [rate.rateId]);
    const hotel = await bookHotel(sandbox, aHotelBookBody(checked.rateToken!, 1), { token: customer.token });
    await pay(sandbox, { bookingId: hotel.bookingId, moduleType: 2, method: 3, upiId: 'sara@okbank' }, 201, {
      token: customer.token,
    });
    const voucher = await pdfOf(
      await documentCall(hotel.bookingId, 'voucher', { lang: 'ar' }, { token: customer.token }),
    );
    expect(latinText(voucher)).toContain(hotel.reference);
    expect(usesArabicFont(voucher)).toBe(true);
    const invoice = await pdfOf(
      await documentCall(hotel.bookingId, 'invoice', { lang: 'en' }, { token: customer.token }),
    );
    expect(latinText(invoice)).toContain('Taxes charged');
    expect((await documentCall(hotel.bookingId, 'ticket', {}, { token: customer.token })).status).toBe(404);
  });
});

describe('branding', () => {
  it('puts an approved agent’s logo and colours on their bookings’ documents, the club’s on a customer’s', async () => {
    const agent = await logIn(sandbox, 'agent@skyline.test');
    const { db } = sandbox.database;
    const [agentUser] = await db.select().from(users).where(eq(users.email, 'agent@skyline.test'));
    if (!agentUser) throw new Error('no seeded agent');
    await db
      .insert(agentApplications)
      .values({
        userId: agentUser.id,
        clubId: agentUser.clubId,
        companyName: 'Desert Agents LLC',
        primaryColor: '#7a1f5c',
        secondaryColor: '#f2b134',
      })
      .onConflictDoUpdate({
        target: agentApplications.userId,
        set: { primaryColor: '#7a1f5c', secondaryColor: '#f2b134' },
      });
    await db
      .insert(agentLogos)
      .values({
        agentId: agentUser.id,
        fileName: 'a1b2c3.png',
        contentType: 'image/png',
        content: await aPngLogo(),
      })
      .onConflictDoNothing();
    const booking = await aPendingBooking(sandbox, source, { token: agent.token });
    await pay(sandbox, { bookingId: booking.bookingId, method: 6 }, 201, { token: agent.token });

    const hasImage = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');
    const agentInvoice = await pdfOf(
      await documentCall(booking.bookingId, 'invoice', {}, { token: agent.token }),
    );
    expect(hasImage(agentInvoice)).toBe(true);
    const customerInvoice = await pdfOf(
      await documentCall(flight.bookingId, 'invoice', {}, { token: customer.token }),
    );
    expect(hasImage(customerInvoice)).toBe(false);
  });
});

describe('booking mail', () => {
  it('mails the confirmation with the e-ticket and the invoice attached once paid', async () => {
    const mail = await mailAbout(flight.reference, 'confirmed');
    expect(mail.to[0]?.address).toBe(CONTACT);
    expect(
      filesOf(mail)
        .map((file) => file.fileName)
        .sort(),
    ).toEqual([
      `booking-${flight.reference}.ics`,
      `invoice-${flight.reference}-en.pdf`,
      `ticket-${flight.reference}-en.pdf`,
    ]);
    const ticket = await attachment(mail, `ticket-${flight.reference}-en.pdf`);
    expect(latinText(ticket)).toContain(flight.reference);
    // The airline's record locator issued at ticketing is in the mail, the e-ticket and the calendar.
    const locator = /\(PNR\)[^A-Z0-9]*([A-Z2-9]{6})/.exec(mail.text)?.[1];
    expect(locator, mail.text).toBeDefined();
    expect(latinText(ticket)).toContain(locator);
    // Parsed by ical.js: every flight's entry names the record locator.
    const calendar = parseCalendar(
      (await attachment(mail, `booking-${flight.reference}.ics`)).toString('utf8'),
    );
    expect(calendar.events.length).toBeGreaterThan(0);
    for (const event of calendar.events) expect(event.description).toContain(locator);
  });

  it('e-mails the invoice on request in the asked language, at most 3 times an hour per booking', async () => {
    const send = (options: CallOptions = {}) =>
      sandbox.call(`/my-bookings/${flight.bookingId}/invoice/email`, {
        token: customer.token,
        body: { lang: 'ar' },
        ...options,
      });
    expect((await send({ token: other.token })).status).toBe(404);
    const response = await send();
    const envelope = await readEnvelope<{ delivery: number; sentTo: string }>(response);
    expect(response.status, envelope.message).toBe(200);
    expect(envelope.data).toEqual({ delivery: 2, sentTo: 's***@example.com' });
    const mail = await mailAbout(flight.reference, 'فاتورة');
    expect(mail.headers['content-language']).toBe('ar');
    expect(filesOf(mail).map((file) => file.fileName)).toEqual([`invoice-${flight.reference}-ar.pdf`]);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
  });

  it('mails the cancellation, in the language of the request, with the refund', async () => {
    const booking = await aPendingBooking(sandbox, source, { token: customer.token });
    await pay(sandbox, { bookingId: booking.bookingId, method: 3, upiId: 'sara@okbank' }, 201, {
      token: customer.token,
    });
    const cancelled = await sandbox.call(`/my-bookings/${booking.bookingId}/cancel`, {
      token: customer.token,
      headers: { language: 'ar' },
      body: { reasonValue: 'My plans changed' },
    });
    expect(cancelled.status).toBe(200);
    const mail = await mailAbout(booking.reference, 'إلغاء');
    expect(mail.text).toContain('استرداد');
    // The stamped e-ticket, the invoice and the calendar file whose events are now cancelled.
    expect(filesOf(mail)).toHaveLength(3);
  });

  it('mails the refund once it settles, from the read that settles it', async () => {
    const booking = await aPendingBooking(sandbox, source, { token: customer.token });
    await pay(sandbox, { bookingId: booking.bookingId, method: 3, upiId: 'sara@okbank' }, 201, {
      token: customer.token,
    });
    const cancelled = await sandbox.call(`/my-bookings/${booking.bookingId}/cancel`, {
      token: customer.token,
      body: { reasonValue: 'My plans changed' },
    });
    expect(cancelled.status).toBe(200);
    clock.advance((REFUND_SETTLE_MINUTES + 1) * 60_000);
    customer = await logIn(sandbox, 'customer@skyline.test');
    const read = await sandbox.call(`/my-bookings/${booking.bookingId}`, { token: customer.token });
    expect(read.status).toBe(200);
    const mail = await mailAbout(booking.reference, 'refund for booking');
    expect(mail.text).toMatch(/has been refunded|could not be completed/);
  });
});
