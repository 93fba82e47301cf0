// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { day, expectInvalid, expectUntouched, request, stubProxyEnv } from '@tests/support/proxyClub';

vi.mock('@/lib/club/resolver', () => import('@tests/support/proxyClub'));

stubProxyEnv();

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

const good = `searchType=CITY&destinationId=12&countryId=AE&checkIn=${day(10)}&checkOut=${day(12)}&room=2`;

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

  it('leaves the details page alone', async () => {
    expectUntouched(await proxy(request('/en/hotels/details?hotelId=120034')), '/hotels/invalid');
  });

  it.each([
    ['an unknown city', good.replace('destinationId=12', 'destinationId=13')],
    ['another country', good.replace('countryId=AE', 'countryId=SA')],
    ['a past check-in', good.replace(day(10), '2020-01-01')],
    ['a child without an age', `${good}-`],
    ['an excess parameter', `${good}&adults=2`],
  ])('rewrites %s to the Invalid URL page with status 400', async (_what, query) => {
    // The trusted headers go along, the client's own are dropped.
    expectInvalid(await proxy(request(`/ar/hotels?${query}`)), '/ar/hotels/invalid');
  });

  it('takes a well-formed id as it is when the club API cannot be asked (the search call checks it)', async () => {
    api.down = true;
    const response = await proxy(
      request(`/en/hotels?${good.replace('destinationId=12', 'destinationId=14')}`),
    );
    expect(response.status).toBe(200);
  });
});
