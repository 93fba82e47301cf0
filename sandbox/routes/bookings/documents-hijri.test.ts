import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '../../db/schema';
import { hijriDate } from '../../lib/documents';
import { aFakeClock, logIn, type Grant } from '../../test-support/auth';
import { aFareSource, aPendingBooking } from '../../test-support/bookings';
import { TEST_NOW } from '../../test-support/flight-search';
import { CARDS_UPI_AND_NET_BANKING, offerPaymentMethods, pay } from '../../test-support/payments';
import { drawnHijriDates, readHijriDates } from '../../test-support/pdf-hijri';
import { SKYLINE_ID, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import type { BookResult } from './schemas';

/**
 * The documents the API serves carry the club's `show_hijri` (issue 35): Skyline shows Hijri dates,
 * so its Arabic e-ticket has the Umm al-Qura date of each flight; turned off, none.
 */

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
let customer: Grant;
let flight: BookResult;
let departure: string | undefined;

beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  await offerPaymentMethods(sandbox, CARDS_UPI_AND_NET_BANKING);
  const source = await aFareSource(sandbox, clock);
  // The offer's first flight, as its segments write it (a local YYYY-MM-DDTHH:mm time).
  departure = /"departure":"(\d{4}-\d\d-\d\dT[\d:]+)/.exec(JSON.stringify(source.offer))?.[1];
  customer = await logIn(sandbox, 'customer@skyline.test');
  flight = await aPendingBooking(sandbox, source, { token: customer.token });
  await pay(sandbox, { bookingId: flight.bookingId, method: 3, upiId: 'sara@okbank' }, 201, {
    token: customer.token,
  });
}, 120_000);
afterAll(() => sandbox.close());

/** The Hijri dates the Arabic or English e-ticket draws (see test-support/pdf-hijri.ts). */
async function hijriDatesOnTicket(lang: 'ar' | 'en'): Promise<string[]> {
  const response = await sandbox.call(`/my-bookings/${flight.bookingId}/documents/ticket?lang=${lang}`, {
    token: customer.token,
  });
  expect(response.status).toBe(200);
  const pdf = Buffer.from(await response.arrayBuffer());
  const drawn = await drawnHijriDates(pdf);
  // A reader finds the same dates (pdf.js writes a plain space for the no-break one).
  expect(await readHijriDates(pdf)).toEqual(drawn.map((date) => date.replace('\u00a0', ' ')));
  return drawn;
}

describe('Hijri dates on the documents the API serves', () => {
  it('follow the club’s show_hijri, in Arabic only', async () => {
    const shown = await hijriDatesOnTicket('ar');
    // Booked on, then each flight's departure and arrival.
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(departure).toBeDefined();
    // The same date, no-break space and all, as the one formatter writes it.
    expect(shown).toContain(hijriDate(departure!));
    expect(shown.every((date) => /\d\u00a0هـ$/.test(date))).toBe(true);
    expect(await hijriDatesOnTicket('en')).toEqual([]);

    await sandbox.database.db.update(clubs).set({ showHijri: false }).where(eq(clubs.id, SKYLINE_ID));
    try {
      expect(await hijriDatesOnTicket('ar')).toEqual([]);
    } finally {
      await sandbox.database.db.update(clubs).set({ showHijri: true }).where(eq(clubs.id, SKYLINE_ID));
    }
  }, 120_000);
});
