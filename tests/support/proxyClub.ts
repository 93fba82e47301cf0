/**
 * What the proxy's tests (flights' and hotels' search URLs) share: the club the proxy finds for any
 * host — `vi.mock('@/lib/club/resolver', () => import('@tests/support/proxyClub'))` — the site's
 * environment, a request as a browser sends it, and what an invalid search URL is answered.
 */
import { expect, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { ClubLookup } from '@/lib/club/resolveClub';
import type { ClubConfig } from '@/lib/club/types';

/** Club 101, English by default, whatever the host. */
export const clubResolver = () => async (): Promise<ClubLookup> => ({
  status: 'found',
  config: {
    club_details: { club_id: 101, agent_club_url: 'http://agent.skyline.localhost:3000' },
    default_language: 'en',
  } as unknown as ClubConfig,
});

/** The proxy reads the site's environment for its Content-Security-Policy. */
export function stubProxyEnv() {
  vi.stubEnv('API_BASE_URL', 'http://127.0.0.1:4000');
  vi.stubEnv('CLUB_API_KEY', 'sandbox-demo-key');
}

/** The ISO day `offset` days from now (UTC). */
export function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A request for `path` on the Skyline club's host, with a club id the proxy must not trust. */
export function request(path: string) {
  return new NextRequest(`http://skyline.localhost:3000${path}`, {
    headers: { host: 'skyline.localhost:3000', 'x-club-id': '999' },
  });
}

/** An invalid search is answered 400 on `invalidPath`, with the club's trusted headers, not the client's. */
export function expectInvalid(response: Response, invalidPath: string) {
  expect(response.status).toBe(400);
  expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe(invalidPath);
  expect(response.headers.get('x-middleware-request-x-club-id')).toBe('101');
}

/** A path the search check does not own goes through without the rewrite to `invalidPath`. */
export function expectUntouched(response: Response, invalidPath: string) {
  expect(response.headers.get('x-middleware-rewrite') ?? '').not.toContain(invalidPath);
}
