// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
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

vi.stubEnv('API_BASE_URL', 'http://127.0.0.1:4000');
vi.stubEnv('CLUB_API_KEY', 'sandbox-demo-key');

/** The club API's `GET /hotel/destination`: Dubai (city 12) is known; `down` makes it fail. */
const api = vi.hoisted(() => ({ down: false, calls: [] as string[] }));
const fetchMock = vi.fn(async (input: string | URL | Request) => {
  const url = new URL(input instanceof Request ? input.url : input);
  api.calls.push(`${url.pathname}${url.search}`);
  if (api.down) throw new Error('connect ECONNREFUSED');
  const known = url.searchParams.get('type') === 'CITY' && url.searchParams.get('id') === '12';
  const body = known
    ? {
        data: {
          type: 'CITY',
          id: 12,
          name: 'Dubai',
          cityId: 12,
          cityName: 'Dubai',
          countryId: 'AE',
          countryName: 'UAE',
        },
      }
    : { data: null, message: 'Destination not found' };
  return new Response(JSON.stringify(body), { status: known ? 200 : 404 });
});
vi.stubGlobal('fetch', fetchMock);
afterAll(() => vi.unstubAllGlobals());

const { default: proxy } = await import('@/proxy');

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}
const good = `searchType=CITY&destinationId=12&countryId=AE&checkIn=${day(10)}&checkOut=${day(12)}&room=2`;

function request(path: string) {
  return new NextRequest(`http://skyline.localhost:3000${path}`, {
    headers: { host: 'skyline.localhost:3000', 'x-club-id': '999' },
  });
}

beforeEach(() => {
  api.down = false;
  api.calls.length = 0;
});

describe('the proxy on /{locale}/hotels', () => {
  it('lets a valid search through, having asked the club API for its destination', async () => {
    const response = await proxy(request(`/en/hotels?${good}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(api.calls).toContain('/hotel/destination?type=CITY&id=12');
  });

  it.each([
    ['an unknown city', good.replace('destinationId=12', 'destinationId=13')],
    ['another country', good.replace('countryId=AE', 'countryId=SA')],
    ['a past check-in', good.replace(day(10), '2020-01-01')],
    ['a child without an age', `${good}-`],
    ['an excess parameter', `${good}&adults=2`],
  ])('rewrites %s to the Invalid URL page with status 400', async (_what, query) => {
    const response = await proxy(request(`/ar/hotels?${query}`));
    expect(response.status).toBe(400);
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/ar/hotels/invalid');
    expect(response.headers.get('x-middleware-request-x-club-id')).toBe('101');
  });

  it('leaves the details page alone', async () => {
    const response = await proxy(request('/en/hotels/details?hotelId=120034'));
    expect(response.headers.get('x-middleware-rewrite') ?? '').not.toContain('/hotels/invalid');
  });

  it('takes a well-formed id as it is when the club API cannot be asked (the search call checks it)', async () => {
    api.down = true;
    const response = await proxy(
      request(`/en/hotels?${good.replace('destinationId=12', 'destinationId=14')}`),
    );
    expect(response.status).toBe(200);
  });
});
