import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock } from '../../test-support/auth';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import { airportDirectory } from '../../lib/flight-offers/airports';
import { generateOffers } from '../../lib/flight-offers';
import { queryOf } from './search';
import { offerInLanguage } from '../../lib/airlines/arabic-names';
import {
  TEST_NOW,
  aStartRoutingBody,
  checkRouting,
  pollUntilComplete,
  startSearch,
  type CheckRoutingData,
} from '../../test-support/flight-search';

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
});
afterAll(() => sandbox.close());

describe('POST /flight/start-routing', () => {
  it("starts a search in the club's default currency that lives 20 minutes", async () => {
    const started = await startSearch(sandbox);
    expect(started.routingId).toMatch(/^[0-9a-f-]{36}$/);
    expect(started.currency).toBe('USD');
    expect(Date.parse(started.expiresAt) - clock.now().getTime()).toBe(20 * 60_000);
    expect((await startSearch(sandbox, aStartRoutingBody(), { club: NAKHLA_ID })).currency).toBe('SAR');
  });

  it.each([
    [
      'a date in the past (in Vienna)',
      { legs: [{ origin: 'DXB', destination: 'LHR', date: '2026-11-20' }], tripType: 'Oneway' },
      'legs.0.date',
    ],
    [
      'a return before the departure',
      {
        legs: [
          { origin: 'DXB', destination: 'LHR', date: '2026-12-08' },
          { origin: 'LHR', destination: 'DXB', date: '2026-12-01' },
        ],
      },
      'legs.1.date',
    ],
    [
      'a return that is not the way back',
      {
        legs: [
          { origin: 'DXB', destination: 'LHR', date: '2026-12-01' },
          { origin: 'CDG', destination: 'DXB', date: '2026-12-08' },
        ],
      },
      'legs.1.origin',
    ],
    [
      'a decreasing multi-city date',
      {
        tripType: 'Multicity',
        legs: [
          { origin: 'DXB', destination: 'LHR', date: '2026-12-01' },
          { origin: 'LHR', destination: 'CDG', date: '2026-12-05' },
          { origin: 'CDG', destination: 'DXB', date: '2026-12-04' },
        ],
      },
      'legs.2.date',
    ],
    ['the wrong number of legs', { tripType: 'Oneway' }, 'legs'],
    [
      'no real calendar date',
      { tripType: 'Oneway', legs: [{ origin: 'DXB', destination: 'LHR', date: '2026-02-30' }] },
      'legs.0.date',
    ],
    ['more than 9 travellers', { adults: 5, children: 3, infants: 2 }, 'travellers'],
    ['more infants than adults', { adults: 1, infants: 2 }, 'infants'],
    ['no adult', { adults: 0 }, 'adults'],
    ['10 adults', { adults: 10 }, 'adults'],
    [
      'an unknown airport',
      { tripType: 'Oneway', legs: [{ origin: 'DXB', destination: 'QQQ', date: '2026-12-01' }] },
      'legs.0.destination',
    ],
    [
      'an airport the club blacklisted',
      { tripType: 'Oneway', legs: [{ origin: 'DXB', destination: 'TLV', date: '2026-12-01' }] },
      'legs.0.destination',
    ],
    [
      'the same origin and destination',
      { tripType: 'Oneway', legs: [{ origin: 'DXB', destination: 'dxb', date: '2026-12-01' }] },
      'legs.0.destination',
    ],
    ['a bad cabin', { cabin: 5 }, 'cabin'],
    ['an unknown airline', { airline: '0Q' }, 'airline'],
    ['a malformed airline', { airline: 'EKK' }, 'airline'],
  ])('answers 400 naming the field for %s', async (_name, overrides, field) => {
    const response = await sandbox.call('/flight/start-routing', {
      body: aStartRoutingBody(overrides as object),
    });
    const message = await expectError(response, 400);
    expect(message.startsWith(`${field}:`) || message.includes(`; ${field}:`), message).toBe(true);
  });

  it('rejects an unknown Currency-Preference and needs the club headers', async () => {
    const headers = { 'Currency-Preference': 'XYZ' };
    const response = await sandbox.call('/flight/start-routing', { body: aStartRoutingBody(), headers });
    expect(await expectError(response, 400)).toContain('Currency-Preference');
    await expectError(
      await sandbox.call('/flight/start-routing', { body: aStartRoutingBody(), club: null }),
      401,
    );
  });
});

describe('POST /flight/check-routing', () => {
  it('releases offers in batches over 1–3 s and hands out every offer exactly once', async () => {
    const { routingId } = await startSearch(sandbox);
    const answers = await pollUntilComplete(sandbox, clock, routingId);
    const offers = answers.flatMap((answer) => answer.offers);
    const total = answers[0]!.total;

    expect(answers[0]).toMatchObject({
      offers: [],
      progress: 0,
      complete: false,
      nextOffset: 0,
      currency: 'USD',
    });
    expect(answers.filter((answer) => answer.offers.length > 0).length).toBeGreaterThanOrEqual(3);
    expect((answers.length - 1) * 400).toBeGreaterThanOrEqual(1000);
    expect((answers.length - 2) * 400).toBeLessThan(3000);
    expect(answers.map((answer) => answer.progress)).toEqual(
      answers.map((a) => a.progress).sort((a, b) => a - b),
    );
    expect(answers.at(-1)).toMatchObject({ complete: true, progress: 100, nextOffset: total });
    expect(total).toBeGreaterThan(1000);
    expect(new Set(offers.map((offer) => offer.offerId)).size).toBe(total);
    expect(offers).toHaveLength(total);

    const expected = generateOffers(queryOf(aStartRoutingBody(), new Set(['KHT', 'TLV'])), airportDirectory, {
      code: 'USD',
      rate: 1,
      decimals: 2,
    });
    expect(offers).toEqual(expected);
  });

  it('converts prices to the Currency-Preference currency', async () => {
    const body = aStartRoutingBody({
      tripType: 'Oneway',
      legs: [{ origin: 'JED', destination: 'CAI', date: '2026-12-03' }],
    });
    const inUsd = await startSearch(sandbox, body);
    const inAed = await startSearch(sandbox, body, { headers: { 'Currency-Preference': 'aed' } });
    expect(inAed.currency).toBe('AED');
    const usd = (await pollUntilComplete(sandbox, clock, inUsd.routingId)).flatMap((a) => a.offers);
    const aed = (await pollUntilComplete(sandbox, clock, inAed.routingId)).flatMap((a) => a.offers);
    expect(aed.map((offer) => offer.offerId)).toEqual(usd.map((offer) => offer.offerId));
    aed.forEach((offer, i) => {
      expect(offer.currency).toBe('AED');
      expect(Math.abs(offer.totalPrice - usd[i]!.totalPrice * 3.6725)).toBeLessThan(0.05);
    });
  });

  it('completes with no offers when the chosen airline does not fly the route', async () => {
    const body = aStartRoutingBody({
      tripType: 'Oneway',
      legs: [{ origin: 'JFK', destination: 'LAX', date: '2026-12-03' }],
      airline: 'ek',
    });
    const answers = await pollUntilComplete(sandbox, clock, (await startSearch(sandbox, body)).routingId);
    expect(answers.at(-1)).toMatchObject({ complete: true, total: 0, offers: [], nextOffset: 0 });
  });

  it('answers 400 for an offset beyond the total', async () => {
    const { routingId } = await startSearch(sandbox);
    expect(await expectError(await checkRouting(sandbox, routingId, 999_999), 400)).toContain('offset');
  });

  it('answers 410 with sessionTimeout for an unknown, foreign or expired search', async () => {
    const { routingId } = await startSearch(sandbox);
    const timedOut = async (response: Response) => {
      expect(response.status).toBe(410);
      expect(await readEnvelope(response)).toMatchObject({ data: { sessionTimeout: true }, statusCode: 410 });
    };
    await timedOut(await checkRouting(sandbox, 'no-such-search', 0));
    await timedOut(await checkRouting(sandbox, routingId, 0, { club: NAKHLA_ID }));
    clock.advance(20 * 60_000 - 1);
    expect((await checkRouting(sandbox, routingId, 0)).status).toBe(200);
    clock.advance(1);
    await timedOut(await checkRouting(sandbox, routingId, 0));
  });

  it('compresses large answers for callers that accept gzip', async () => {
    const { routingId } = await startSearch(sandbox);
    clock.advance(3000);
    const response = await checkRouting(sandbox, routingId, 0, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('OpenAPI document', () => {
  it('documents the three flight search calls', async () => {
    const document = (await (await sandbox.call('/docs/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of ['/flight/start-routing', '/flight/check-routing', '/flight/revalidate'])
      expect(document.paths[path]).toHaveProperty('post');
  });
});

describe('airline names in the caller’s language', () => {
  it('answers Arabic airline names to `language: ar`, English ones otherwise, and keeps the offers as they are', async () => {
    const { routingId } = await startSearch(sandbox);
    clock.advance(5_000);
    const offersIn = async (language: string) => {
      const response = await checkRouting(sandbox, routingId, 0, { headers: { language } });
      return (
        await readEnvelope<{ offers: { validatingAirline: { code: string; name: string } }[] }>(response)
      ).data.offers;
    };
    const english = await offersIn('en');
    const arabic = await offersIn('ar');
    expect(arabic).toHaveLength(english.length);
    const emirates = english.findIndex((offer) => offer.validatingAirline.code === 'EK');
    expect(emirates).toBeGreaterThanOrEqual(0);
    expect(english[emirates]!.validatingAirline.name).toBe('Emirates');
    expect(arabic[emirates]!.validatingAirline).toEqual({ code: 'EK', name: 'طيران الإمارات' });
    // Asked again in English, the stored offers still read in English.
    expect((await offersIn('en'))[emirates]!.validatingAirline.name).toBe('Emirates');
  });
});

describe('a poll answered from offers this process serialised before', () => {
  it('answers the same JSON as the envelope of the offers themselves, for any part and language', async () => {
    const { routingId } = await startSearch(sandbox);
    clock.advance(5_000);
    const text = async (offset: number, language: string) => {
      const response = await checkRouting(sandbox, routingId, offset, { headers: { language } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      return response.text();
    };
    const all = JSON.parse(await text(0, 'en')) as { data: CheckRoutingData };
    const offers = all.data.offers;
    expect(offers.length).toBeGreaterThan(10);

    const part = await text(7, 'ar');
    expect(await text(7, 'ar')).toBe(part);
    const parsed = JSON.parse(part) as { data: CheckRoutingData; message: string; statusCode: number };
    expect(parsed).toEqual({
      data: { ...all.data, offers: offers.slice(7).map((offer) => offerInLanguage(offer, 'ar')) },
      message: 'Success',
      statusCode: 200,
    });
    // Past the last released offer, an empty part.
    const rest = JSON.parse(await text(all.data.nextOffset, 'en')) as { data: CheckRoutingData };
    expect(rest.data.offers).toEqual([]);
  });
});

describe('compressed polls', () => {
  it('gzips a poll for a caller that accepts it, and only then', async () => {
    const { routingId } = await startSearch(sandbox);
    clock.advance(5_000);
    const plain = await checkRouting(sandbox, routingId, 0);
    const plainText = await plain.text();
    const zipped = await checkRouting(sandbox, routingId, 0, { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(gunzipSync(bytes).toString('utf8')).toBe(plainText);
    expect(bytes.length).toBeLessThan(plainText.length / 5);
  });
});
