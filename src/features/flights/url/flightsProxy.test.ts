// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { ClubLookup } from '@/lib/club/resolveClub';
import type { ClubConfig } from '@/lib/club/types';

vi.mock('@/lib/club/resolver', () => ({
  clubResolver: () => async (): Promise<ClubLookup> => ({
    status: 'found',
    config: {
      club_details: { club_id: 101, agent_club_url: 'http://agent.skyline.localhost:3000' },
      default_language: 'en',
    } as unknown as ClubConfig,
  }),
}));

// The proxy reads the site's environment for its Content-Security-Policy.
vi.stubEnv('API_BASE_URL', 'http://127.0.0.1:4000');
vi.stubEnv('CLUB_API_KEY', 'sandbox-demo-key');

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

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}
const good = `type=oneway&from=DXB&to=LHR&depart=${day(10)}&adults=1&children=0&infants=0&cabin=economy`;

function request(path: string) {
  return new NextRequest(`http://skyline.localhost:3000${path}`, {
    headers: { host: 'skyline.localhost:3000', 'x-club-id': '999' },
  });
}

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
    const response = await proxy(request(`/ar/flights?${query}`));
    expect(response.status).toBe(400);
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/ar/flights/invalid');
    // The trusted headers go along, the client's own are dropped.
    expect(response.headers.get('x-middleware-request-x-club-id')).toBe('101');
  });

  it('leaves other paths alone', async () => {
    const response = await proxy(request('/en/flights/checkout?foo=1'));
    expect(response.headers.get('x-middleware-rewrite') ?? '').not.toContain('/flights/invalid');
  });

  it('never turns a failure of its own into an error: the page validates again', async () => {
    lists.failing = true;
    const response = await proxy(request(`/en/flights?${good}`));
    expect(response.status).toBe(200);
  });
});
