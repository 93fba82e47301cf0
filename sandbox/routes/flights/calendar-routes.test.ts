import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock } from '../../test-support/auth';
import {
  GENEROUS_RATE_LIMITS,
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import {
  TEST_NOW,
  aStartRoutingBody,
  pollUntilComplete,
  startSearch,
} from '../../test-support/flight-search';
import type { CalendarResult } from './calendar-schemas';
import { daysOfMonth } from './calendar';

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
});
afterAll(() => sandbox.close());

async function calendar(query: Record<string, string>, options: Parameters<TestSandbox['call']>[1] = {}) {
  const response = await sandbox.call(`/flight/calendar?${new URLSearchParams(query)}`, options);
  const envelope = await readEnvelope<CalendarResult>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}

/** The cheapest offer of a whole search, as the results page would list it. */
async function cheapestOfSearch(
  body: object,
  options: { club?: number; headers?: Record<string, string> } = {},
) {
  const { routingId } = await startSearch(sandbox, body, options);
  const answers = await pollUntilComplete(sandbox, clock, routingId);
  return Math.min(...answers.flatMap((answer) => answer.offers.map((offer) => offer.totalPrice)));
}

describe('GET /flight/calendar', () => {
  it("prices a one-way day at exactly the cheapest offer of that day's search", async () => {
    const month = await calendar({
      origin: 'DXB',
      destination: 'LHR',
      month: '2026-12',
      adults: '2',
      children: '1',
    });
    expect(month.days.map((day) => day.date)).toEqual(daysOfMonth('2026-12'));
    expect(month.currency).toBe('USD');
    const day = month.days[9]!;
    expect(day.status).toBe('priced');
    const body = aStartRoutingBody({
      tripType: 'Oneway',
      legs: [{ origin: 'DXB', destination: 'LHR', date: day.date }],
      adults: 2,
      children: 1,
    });
    expect(day.price).toBe(await cheapestOfSearch(body));
    expect(month.lowest).toBe(Math.min(...month.days.flatMap((d) => (d.price === null ? [] : [d.price]))));
  });

  it('prices a round trip as the total of going that day and coming back tripLength days later', async () => {
    const query = {
      origin: 'dxb',
      destination: 'lhr',
      month: '2027-01',
      tripType: 'Roundtrip',
      tripLength: '5',
      cabin: '3',
    };
    const month = await calendar(query, { club: NAKHLA_ID });
    // The club's default currency; the search below asks for it by name (polls go to the default club).
    expect(month).toMatchObject({ origin: 'DXB', destination: 'LHR', tripLength: 5, currency: 'SAR' });
    const day = month.days[30]!;
    expect(day).toMatchObject({ date: '2027-01-31', returnDate: '2027-02-05', status: 'priced' });
    const body = aStartRoutingBody({
      cabin: 3,
      legs: [
        { origin: 'DXB', destination: 'LHR', date: '2027-01-31' },
        { origin: 'LHR', destination: 'DXB', date: '2027-02-05' },
      ],
    });
    expect(day.price).toBe(await cheapestOfSearch(body, { headers: { 'Currency-Preference': 'SAR' } }));
  });

  it('follows Currency-Preference and leaves the days before today unpriced', async () => {
    const month = await calendar(
      { origin: 'DXB', destination: 'CDG', month: '2026-11' },
      { headers: { 'Currency-Preference': 'eur' } },
    );
    expect(month.currency).toBe('EUR');
    // TEST_NOW is 21 November 2026 in Vienna.
    expect(month.days.slice(0, 20).every((day) => day.status === 'past' && day.price === null)).toBe(true);
    expect(month.days[20]!.status).toBe('priced');
    const body = aStartRoutingBody({
      tripType: 'Oneway',
      legs: [{ origin: 'DXB', destination: 'CDG', date: '2026-11-21' }],
    });
    expect(month.days[20]!.price).toBe(
      await cheapestOfSearch(body, { headers: { 'Currency-Preference': 'EUR' } }),
    );
  });

  it('says "none" for a day whose search has no offer', async () => {
    // A party of 9 cannot be seated on some days' fares: such a day's search returns nothing.
    const month = await calendar({
      origin: 'DXB',
      destination: 'LHR',
      month: '2026-12',
      adults: '9',
      cabin: '4',
    });
    for (const day of month.days.filter((d) => d.status === 'none').slice(0, 2)) {
      const started = await startSearch(
        sandbox,
        aStartRoutingBody({
          tripType: 'Oneway',
          cabin: 4,
          adults: 9,
          legs: [{ origin: 'DXB', destination: 'LHR', date: day.date }],
        }),
      );
      const answers = await pollUntilComplete(sandbox, clock, started.routingId);
      expect(answers.at(-1)!.total).toBe(0);
    }
    expect(month.days.every((day) => day.status !== 'none' || day.price === null)).toBe(true);
  });

  it.each([
    ['a past month', { month: '2026-10' }, 'month'],
    ['a month too far ahead', { month: '2027-12' }, 'month'],
    ['a malformed month', { month: '2026-13' }, 'month'],
    ['an unknown airport', { destination: 'QQQ' }, 'destination'],
    ['an airport the club blacklisted', { destination: 'TLV' }, 'destination'],
    ['the same origin and destination', { destination: 'dxb' }, 'destination'],
    ['a trip too long', { tripType: 'Roundtrip', tripLength: '31' }, 'tripLength'],
    ['more infants than adults', { infants: '2' }, 'infants'],
    ['a bad cabin', { cabin: '5' }, 'cabin'],
  ])('answers 400 naming the field for %s', async (_name, overrides, field) => {
    const query = new URLSearchParams({ origin: 'DXB', destination: 'LHR', month: '2026-12', ...overrides });
    const message = await expectError(await sandbox.call(`/flight/calendar?${query}`), 400);
    expect(message.startsWith(`${field}:`) || message.includes(`; ${field}:`), message).toBe(true);
  });

  it('needs the club headers', async () => {
    await expectError(
      await sandbox.call('/flight/calendar?origin=DXB&destination=LHR&month=2026-12', { club: null }),
      401,
    );
  });
});

describe('the calendar and the search share one budget per address', () => {
  let limited: TestSandbox;
  beforeAll(async () => {
    const routes = { ...GENEROUS_RATE_LIMITS.routes, 'flight-search': { perIp: 3, windowMs: 60_000 } };
    limited = await startTestSandbox({
      services: { now: clock.now, rateLimits: { ...GENEROUS_RATE_LIMITS, routes } },
    });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After once calendar months and searches spend it', async () => {
    const month = (m: string) =>
      limited.call(`/flight/calendar?origin=DXB&destination=LHR&month=${m}`, { ip: '203.0.113.9' });
    expect((await month('2026-12')).status).toBe(200);
    expect((await month('2027-01')).status).toBe(200);
    await startSearch(limited, aStartRoutingBody(), { ip: '203.0.113.9' });
    const refused = await month('2027-02');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(
      (
        await limited.call('/flight/calendar?origin=DXB&destination=LHR&month=2027-02', {
          ip: '203.0.113.10',
        })
      ).status,
    ).toBe(200);
  });
});
