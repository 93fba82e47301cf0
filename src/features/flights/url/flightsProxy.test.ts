// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { day, expectInvalid, expectUntouched, request, stubProxyEnv } from '@tests/support/proxyClub';

vi.mock('@/lib/club/resolver', () => import('@tests/support/proxyClub'));

stubProxyEnv();

const lists = vi.hoisted(() => ({ failing: false }));
vi.mock('./clubFlightData', () => ({
  clubBlacklist: async () => new Set(['TLV']),
  clubAirlines: async () => new Set(['EK', 'QR']),
}));
vi.mock('../airports/airportData', () => ({
  airportsByCode: async () => {
    if (lists.failing) throw new Error('airports.json missing');
    return new Map(['DXB', 'LHR', 'TLV'].map((code) => [code, { code }]));
  },
}));

const { default: proxy } = await import('@/proxy');

const good = `type=oneway&from=DXB&to=LHR&depart=${day(10)}&adults=1&children=0&infants=0&cabin=economy`;

beforeEach(() => {
  lists.failing = false;
});

describe('the proxy on /{locale}/flights', () => {
  it('lets a valid search through', async () => {
    const response = await proxy(request(`/en/flights?${good}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it.each([
    ['a missing parameter', good.replace('&cabin=economy', '')],
    ['an unknown airline', `${good}&airline=ZZ`],
    ['a blacklisted airport', good.replace('to=LHR', 'to=TLV')],
    ['a past date', good.replace(day(10), '2020-01-01')],
  ])('rewrites %s to the Invalid URL page with status 400', async (_what, query) => {
    // The trusted headers go along, the client's own are dropped.
    expectInvalid(await proxy(request(`/ar/flights?${query}`)), '/ar/flights/invalid');
  });

  it('leaves other paths alone', async () => {
    expectUntouched(await proxy(request('/en/flights/checkout?foo=1')), '/flights/invalid');
  });

  it('never turns a failure of its own into an error: the page validates again', async () => {
    lists.failing = true;
    const response = await proxy(request(`/en/flights?${good}`));
    expect(response.status).toBe(200);
  });
});
