import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock } from '../../test-support/auth';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import type { Offer } from '../../lib/flight-offers';
import { revalidationOutcome, type RevalidationStatus } from './revalidate';
import { getFare } from './repository';
import {
  TEST_NOW,
  aStartRoutingBody,
  pollUntilComplete,
  startSearch,
} from '../../test-support/flight-search';

interface RevalidateData {
  status: RevalidationStatus;
  offer: Offer;
  oldPrice: number;
  newPrice: number;
  currency: string;
  fareToken: string | null;
  expiresAt: string | null;
}

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
let routingId: string;
let offers: Offer[];
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  const body = aStartRoutingBody({ adults: 2, children: 1 });
  routingId = (await startSearch(sandbox, body)).routingId;
  offers = (await pollUntilComplete(sandbox, clock, routingId)).flatMap((answer) => answer.offers);
});
afterAll(() => sandbox.close());

const revalidate = (offerId: string, search = routingId, club?: number) =>
  sandbox.call('/flight/revalidate', { body: { routingId: search, offerId }, club });

async function revalidated(offerId: string): Promise<RevalidateData> {
  const response = await revalidate(offerId);
  const envelope = await readEnvelope<RevalidateData>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}

const anOfferWith = (status: RevalidationStatus) => {
  const offer = offers.find((candidate) => revalidationOutcome(candidate.offerId).status === status);
  if (!offer) throw new Error(`no ${status} offer in the search`);
  return offer;
};

describe('POST /flight/revalidate', () => {
  it('confirms most offers at their price and keeps a fare for the booking', async () => {
    const offer = anOfferWith('CONFIRMED');
    const data = await revalidated(offer.offerId);

    expect(data).toMatchObject({
      status: 'CONFIRMED',
      oldPrice: offer.totalPrice,
      newPrice: offer.totalPrice,
      currency: 'USD',
    });
    expect(data.offer).toEqual(offer);
    expect(Date.parse(data.expiresAt!) - clock.now().getTime()).toBe(20 * 60_000);
    expect(await getFare(sandbox.database.db, data.fareToken!, clock.now())).toMatchObject({
      routingId,
      clubId: 101,
      tripType: 'Roundtrip',
      cabin: 1,
      passengers: { adults: 2, children: 1, infants: 0 },
      totalPrice: offer.totalPrice,
      offer: { offerId: offer.offerId },
    });
  });

  it('reports a changed price of 3–12 % and books at the new price', async () => {
    const offer = anOfferWith('PRICE_CHANGED');
    const data = await revalidated(offer.offerId);
    const change = Math.abs(data.newPrice / data.oldPrice - 1);

    expect(data.status).toBe('PRICE_CHANGED');
    expect(data.oldPrice).toBe(offer.totalPrice);
    expect(change).toBeGreaterThan(0.029);
    expect(change).toBeLessThan(0.121);
    expect(data.offer.totalPrice).toBe(data.newPrice);
    expect((await getFare(sandbox.database.db, data.fareToken!, clock.now()))?.totalPrice).toBe(
      data.newPrice,
    );
  });

  it('reports a sold-out offer without a fare token', async () => {
    const data = await revalidated(anOfferWith('UNAVAILABLE').offerId);
    expect(data).toMatchObject({ status: 'UNAVAILABLE', fareToken: null, expiresAt: null });
  });

  it('answers the same for the same offer every time', async () => {
    for (const offer of offers.slice(0, 12)) {
      const [first, second] = [await revalidated(offer.offerId), await revalidated(offer.offerId)];
      expect([second.status, second.newPrice]).toEqual([first.status, first.newPrice]);
    }
  });

  it('answers 404 for an offer that is not in the search', async () => {
    expect(await expectError(await revalidate('0000000000000000'), 404)).toContain('offerId');
  });

  it('lets a fare expire after 20 minutes and the search too (410 with sessionTimeout)', async () => {
    const { fareToken } = await revalidated(anOfferWith('CONFIRMED').offerId);
    const other = await revalidate(anOfferWith('CONFIRMED').offerId, routingId, NAKHLA_ID);
    expect(other.status).toBe(410);

    clock.advance(20 * 60_000);
    expect(await getFare(sandbox.database.db, fareToken!, clock.now())).toBeNull();
    const response = await revalidate(offers[0]!.offerId);
    expect(response.status).toBe(410);
    expect(await readEnvelope(response)).toMatchObject({ data: { sessionTimeout: true }, statusCode: 410 });
  });
});
