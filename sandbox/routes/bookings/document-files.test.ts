import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingDocuments, bookings } from '../../db/schema';
import { createRenderPool, type DocumentRenderer } from '../../lib/documents';
import { findAirport } from '../../lib/flight-offers/airports';
import { aFakeClock, logIn, type Grant } from '../../test-support/auth';
import { aFareSource, aPendingBooking, type FareSource } from '../../test-support/bookings';
import { TEST_NOW } from '../../test-support/flight-search';
import { aPendingHotelBooking } from '../../test-support/hotels';
import { parseCalendar } from '../../test-support/ical';
import { CARDS_UPI_AND_NET_BANKING, offerPaymentMethods, pay } from '../../test-support/payments';
import { pdfText } from '../../test-support/pdf-text';
import {
  readEnvelope,
  requestInit,
  startTestSandbox,
  type CallOptions,
  type TestSandbox,
} from '../../test-support/sandbox';
import { createFilesystemStore, newStorageKey, storageKey } from '../../lib/storage';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from '../../lib/storage/sweep-orphans';
import type { BookingDetails } from './schemas';

/**
 * Issue 33: documents rendered once per booking state and kept in the store, in a worker pool, so
 * that downloads never hold other calls; the booking's calendar file.
 */

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
let source: FareSource;
let customer: Grant;
// The API's own pool size (one worker per spare core, at most two): on a two-core machine two
// workers would take both cores, and the other call's latency would measure the machine, not the API.
const pool = createRenderPool();
const storage = createFilesystemStore(mkdtempSync(path.join(tmpdir(), 'document-files-test-')));
// E-tickets rendered. The booking mails (sent by the outbox worker, in the background) attach the
// same stored documents, so an e-ticket is rendered once per booking state whoever asks first.
let renders = 0;
// Renderings per `reference:type:language`: the mails' renderings of other documents never count.
const rendered = new Map<string, number>();
const countingRenderer: DocumentRenderer = {
  render: (type, booking) => {
    if (type === 'ticket') renders += 1;
    const key = `${booking.reference}:${type}:${booking.language}`;
    rendered.set(key, (rendered.get(key) ?? 0) + 1);
    return pool.render(type, booking);
  },
  close: () => pool.close(),
};

beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now, documents: countingRenderer, storage } });
  await offerPaymentMethods(sandbox, CARDS_UPI_AND_NET_BANKING);
  source = await aFareSource(sandbox, clock, undefined, (offer) => offer.refundable);
  customer = await logIn(sandbox, 'customer@skyline.test');
}, 120_000);
afterAll(async () => {
  await pool.close();
  await sandbox.close();
});

async function aPaidFlight() {
  const booking = await aPendingBooking(sandbox, source, { token: customer.token });
  await pay(sandbox, { bookingId: booking.bookingId, method: 3, upiId: 'sara@okbank' }, 201, {
    token: customer.token,
  });
  return booking;
}

const download = (bookingId: string, type: string, lang = 'en') =>
  sandbox.call(`/my-bookings/${bookingId}/documents/${type}?lang=${lang}`, { token: customer.token });

async function pdfOf(response: Response): Promise<Buffer> {
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const textOf = (pdf: Buffer) =>
  pdfText(pdf)
    .map((run) => run.text)
    .join('');

describe('stored documents', () => {
  it('renders a document once per booking state and serves it from the store after', async () => {
    const before = renders;
    const booking = await aPaidFlight();
    const first = await pdfOf(await download(booking.bookingId, 'ticket'));
    const second = await pdfOf(await download(booking.bookingId, 'ticket'));
    expect(renders - before).toBe(1);
    expect(second.equals(first)).toBe(true);
    const details = await readEnvelope<{ booking: BookingDetails }>(
      await sandbox.call(`/my-bookings/${booking.bookingId}`, { token: customer.token }),
    );
    const references = details.data.booking.supplierReferences!;
    expect(textOf(first)).toContain(references.recordLocators[0]!.locator);
    expect(textOf(first)).toContain(references.eTickets[0]!.number);
    expect(textOf(first)).not.toContain('CANCELLED');

    // Cancelled: a new state, rendered once more with the stamp; the old file leaves the store.
    const [row] = await sandbox.database.db
      .select()
      .from(bookingDocuments)
      .where(eq(bookingDocuments.bookingId, booking.bookingId));
    const cancelled = await sandbox.call(`/my-bookings/${booking.bookingId}/cancel`, {
      token: customer.token,
      body: { reasonValue: 'My plans changed' },
    });
    expect(cancelled.status).toBe(200);
    const stamped = await pdfOf(await download(booking.bookingId, 'ticket'));
    expect(textOf(stamped)).toContain('CANCELLED');
    expect(renders - before).toBe(2);
    const [after] = await sandbox.database.db
      .select()
      .from(bookingDocuments)
      .where(eq(bookingDocuments.bookingId, booking.bookingId));
    expect(after!.storageKey).not.toBe(row!.storageKey);
  }, 120_000);

  // Five downloads at once of a document not yet stored share one rendering.
  it('renders concurrent downloads of one document once', async () => {
    const booking = await aPaidFlight();
    const key = `${booking.reference}:invoice:ar`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => download(booking.bookingId, 'invoice', 'ar')),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const pdfs = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    for (const pdf of pdfs) expect(pdf.equals(pdfs[0]!)).toBe(true);
    expect(rendered.get(key)).toBe(1);
  }, 120_000);

  it('keeps another call within three times its usual latency during 20 concurrent downloads', async () => {
    // Over a real socket, as the site calls the API. (Why not `sandbox.call` here: an in-process
    // call answered from memory, like the country list, settles in microtasks only, so a loop of
    // them never lets the event loop run a timer or an I/O callback: the downloads never started,
    // `done` was never set and the test hung, test timeout included. That was why it "hung under
    // load" in issue 33; the download path itself was not stuck.)
    const server = serve({ fetch: sandbox.app.fetch, hostname: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const overHttp = (path: string, options?: CallOptions) =>
      fetch(`http://127.0.0.1:${port}${path}`, requestInit(options));
    try {
      const bookings = await Promise.all([aPaidFlight(), aPaidFlight()]);
      // The booking mails render their attachments in the background: measured after, so that the
      // baseline is a quiet API.
      await sandbox.mail.settle();
      // 20 downloads of 8 different documents (2 bookings × ticket/invoice × en/ar).
      const downloads = Array.from({ length: 20 }, (_, index) => {
        const booking = bookings[index % 2]!;
        const type = index % 4 < 2 ? 'ticket' : 'invoice';
        const lang = index % 8 < 4 ? 'en' : 'ar';
        return () =>
          overHttp(`/my-bookings/${booking.bookingId}/documents/${type}?lang=${lang}`, {
            token: customer.token,
          });
      });
      const other = async () => {
        const started = performance.now();
        const answer = await overHttp('/common/country/list');
        expect(answer.status).toBe(200);
        await answer.arrayBuffer();
        return performance.now() - started;
      };
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const sample = async (count: number) => {
        const times: number[] = [];
        for (let index = 0; index < count; index += 1) times.push(await other());
        return times;
      };
      await sample(3);
      const baseline = median(await sample(11));
      let done = false;
      const during = (async () => {
        const times: number[] = [];
        while (!done) times.push(await other());
        return times;
      })();
      const answers = await Promise.all(downloads.map((start) => start()));
      for (const answer of answers) expect(answer.status).toBe(200);
      await Promise.all(answers.map((answer) => answer.arrayBuffer()));
      done = true;
      const times = await during;
      expect(times.length).toBeGreaterThan(3);
      // 3×, not 2×: on a loaded 2-core runner the baseline alone moves by that much (11-70 ms seen
      // in one run). A render on the event loop stalls the call by hundreds of ms, far above either.
      // Small absolute floor: a 1 ms baseline tripled is within a timer's noise.
      expect(median(times)).toBeLessThan(Math.max(3 * baseline, baseline + 10));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 180_000);
});

describe('stored documents and the sweep of orphaned files', () => {
  it('removes the PDFs of a booking deleted by a cascade and an unrecorded rendering, and keeps the others', async () => {
    const kept = await aPaidFlight();
    const deleted = await aPaidFlight();
    for (const booking of [kept, deleted]) await pdfOf(await download(booking.bookingId, 'ticket'));
    // The booking mails render and store the same documents in the background.
    await sandbox.mail.settle();
    const keysOf = async (bookingId: string) =>
      (
        await sandbox.database.db
          .select({ key: bookingDocuments.storageKey })
          .from(bookingDocuments)
          .where(eq(bookingDocuments.bookingId, bookingId))
      ).map((row) => storageKey(row.key));
    const keptKeys = await keysOf(kept.bookingId);
    const deletedKeys = await keysOf(deleted.bookingId);
    expect(keptKeys.length).toBeGreaterThan(0);
    expect(deletedKeys.length).toBeGreaterThan(0);
    // A rendering whose row lost the race to another instance's: stored, recorded nowhere.
    const unrecorded = newStorageKey('booking-documents');
    await storage.put(unrecorded, Buffer.from('%PDF-1.7 lost the race'), 'application/pdf');

    // As a club's deletion would: the booking goes, its booking_documents rows with it by cascade.
    await sandbox.database.db.delete(bookings).where(eq(bookings.id, deleted.bookingId));
    expect(await keysOf(deleted.bookingId)).toEqual([]);
    const later = new Date(Date.now() + 2 * ORPHAN_GRACE_MS);
    expect(await sweepOrphanFiles(sandbox.database.db, storage, { now: later })).toBe(deletedKeys.length + 1);
    for (const key of [...deletedKeys, unrecorded]) expect(await storage.get(key)).toBeNull();
    for (const key of keptKeys) expect(await storage.get(key)).not.toBeNull();

    // The kept booking's ticket is still served from the store, not rendered again.
    const before = renders;
    await pdfOf(await download(kept.bookingId, 'ticket'));
    expect(renders).toBe(before);
    expect(await sweepOrphanFiles(sandbox.database.db, storage, { now: later })).toBe(0);
  }, 120_000);
});

describe('the booking’s calendar file', () => {
  it('has one event per flight segment at the airports’ local times, with the record locator', async () => {
    const booking = await aPaidFlight();
    const answer = await sandbox.call(`/my-bookings/${booking.bookingId}/calendar?lang=en`, {
      token: customer.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/calendar');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="booking-${booking.reference}.ics"`,
    );
    const calendar = parseCalendar(await answer.text());
    expect(calendar.method).toBe('PUBLISH');
    const segments = source.offer.legs.flatMap((leg) => leg.segments);
    expect(calendar.events).toHaveLength(segments.length);
    const details = await readEnvelope<{ booking: BookingDetails }>(
      await sandbox.call(`/my-bookings/${booking.bookingId}`, { token: customer.token }),
    );
    const locators = details.data.booking.supplierReferences!.recordLocators;
    segments.forEach((segment, index) => {
      const event = calendar.events[index]!;
      const offset = findAirport(segment.origin)!.utcOffset;
      // The local departure, less the airport's offset, is the event's start.
      const local = Date.parse(`${segment.departure.slice(0, 16)}:00Z`);
      expect(event.startText).toMatch(/Z$/);
      expect(event.start.getTime()).toBe(local - offset * 60_000);
      const arrivalOffset = findAirport(segment.destination)!.utcOffset;
      expect(event.end.getTime()).toBe(
        Date.parse(`${segment.arrival.slice(0, 16)}:00Z`) - arrivalOffset * 60_000,
      );
      expect(event.summary).toContain(segment.flightNumber);
      const locator = locators.find((entry) => entry.airline.code === segment.airline.code)!.locator;
      expect(event.description).toContain(locator);
      expect(event.status).toBe('CONFIRMED');
      // Stable: importing the file again updates the entries rather than adding them twice.
      expect(event.uid).toMatch(new RegExp(`^${booking.bookingId}-segment-${index}@[a-z0-9.-]+$`));
    });
  }, 120_000);

  it('has one event for a hotel stay with the address and the check-in and check-out times', async () => {
    const booking = await aPendingHotelBooking(sandbox, { token: customer.token });
    await pay(
      sandbox,
      { moduleType: 2, bookingId: booking.bookingId, method: 3, upiId: 'sara@okbank' },
      201,
      {
        token: customer.token,
      },
    );
    const details = await readEnvelope<{
      booking: {
        stay: { address: string; checkIn: string; checkOut: string; checkInFrom: string; timeZone: string };
      };
    }>(
      await sandbox.call(`/my-bookings/${booking.bookingId}`, {
        token: customer.token,
        headers: { language: 'ar' },
      }),
    );
    const { stay } = details.data.booking;
    const answer = await sandbox.call(`/my-bookings/${booking.bookingId}/calendar?lang=ar`, {
      token: customer.token,
    });
    const { events } = parseCalendar(await answer.text());
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.location).toContain(stay.address);
    const start = event.start;
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: stay.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(start);
    expect(local).toBe(`${stay.checkIn}, ${stay.checkInFrom}`);
    expect(event.endText.slice(0, 10)).toBe(stay.checkOut);
    expect(event.summary).toContain('الإقامة');
  }, 120_000);

  it('is refused before payment and to anyone who may not see the booking', async () => {
    const pending = await aPendingBooking(sandbox, source, { token: customer.token });
    expect(
      (await sandbox.call(`/my-bookings/${pending.bookingId}/calendar`, { token: customer.token })).status,
    ).toBe(409);
    const paid = await aPaidFlight();
    expect((await sandbox.call(`/my-bookings/${paid.bookingId}/calendar`)).status).toBe(404);
  }, 120_000);
});
