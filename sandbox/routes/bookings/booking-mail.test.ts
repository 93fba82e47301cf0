import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock, logIn, type Grant } from '../../test-support/auth';
import { aFareSource, aFareToken, aGuestBookBody, book, type FareSource } from '../../test-support/bookings';
import { TEST_NOW } from '../../test-support/flight-search';
import { aPendingHotelBooking } from '../../test-support/hotels';
import { caughtMail, filesOf, type MailDevMail } from '../../test-support/mail';
import {
  CARDS_UPI_AND_NET_BANKING,
  offerPaymentMethods,
  TEST_CARDS,
  aCardToken,
  pay,
} from '../../test-support/payments';
import { startTestSandbox, type TestSandbox } from '../../test-support/sandbox';

/** Who a booking mail sends back where, and the mail that follows a paid booking the hotel refused. */

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
let source: FareSource;
let customer: Grant;

beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  // These tests pay by UPI or net banking: the club is configured for them, as an Indian club is.
  await offerPaymentMethods(sandbox, CARDS_UPI_AND_NET_BANKING);
  source = await aFareSource(sandbox, clock);
  customer = await logIn(sandbox, 'customer@skyline.test');
});
afterAll(() => sandbox.close());

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

describe('booking mail', () => {
  it('sends a guest to Manage booking with the reference (a guest has no My bookings)', async () => {
    const guest = await book(sandbox, aGuestBookBody(await aFareToken(sandbox, source)));
    await pay(
      sandbox,
      { bookingId: guest.bookingId, method: 3, upiId: 'sara@okbank', accessToken: guest.accessToken },
      201,
    );
    const mail = await mailAbout(guest.reference, 'confirmed');
    expect(mail.text).toMatch(
      new RegExp(`https?://[^\\s]+/en/manage-booking\\?reference=${guest.reference}(\\s|$)`),
    );
    expect(mail.text).not.toContain('My bookings');
    expect(mail.text).not.toContain('sara.haddad'); // the e-mail is never in the link
  });

  it('sends a customer to My bookings', async () => {
    const booked = await book(sandbox, aGuestBookBody(await aFareToken(sandbox, source)), {
      token: customer.token,
    });
    await pay(sandbox, { bookingId: booked.bookingId, method: 3, upiId: 'sara@okbank' }, 201, {
      token: customer.token,
    });
    const mail = await mailAbout(booked.reference, 'confirmed');
    expect(mail.text).toContain('My bookings');
    expect(mail.text).not.toContain('manage-booking');
  });

  it('says the hotel could not confirm a paid booking, and when the money comes back', async () => {
    const booking = await aPendingHotelBooking(sandbox, { lastName: 'Failhotel' });
    await pay(
      sandbox,
      {
        moduleType: 2,
        bookingId: booking.bookingId,
        accessToken: booking.accessToken,
        method: 1,
        paymentToken: await aCardToken(sandbox, TEST_CARDS.mastercard),
      },
      201,
    );
    const mail = await mailAbout(booking.reference, 'could not be completed');
    expect(mail.text).toContain(`the hotel could not confirm your booking ${booking.reference}`);
    expect(mail.text).toMatch(/refunding all of it .* within 3–4 working days/);
    expect(mail.text).not.toMatch(/payment issue/i);
    // The room's board in words, as on the voucher, never its code.
    expect(mail.text).toMatch(
      /Room: .+ · (Room only|Bed and breakfast|Half board|Full board|All inclusive)\n/,
    );
    expect(mail.text).not.toMatch(/ · (RO|BB|HB|FB|AI)\b/);
    // Nothing was issued: no voucher or invoice goes with it.
    expect(filesOf(mail)).toEqual([]);
    expect(mail.text).toContain(`/en/manage-booking?reference=${booking.reference}`);
  });
});
