// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { ClubLookup } from '@/lib/club/resolveClub';
import type { ClubConfig } from '@/lib/club/types';

const lookups = new Map<string, ClubLookup>();
vi.mock('@/lib/club/resolver', () => ({
  clubResolver: () => async (host: string) => lookups.get(host) ?? { status: 'unknown' },
}));

const { default: proxy } = await import('./proxy');

function aClub(overrides: { id: number; language: string; agentUrl: string }): ClubLookup {
  const config = {
    club_details: { club_id: overrides.id, agent_club_url: overrides.agentUrl },
    default_language: overrides.language,
  } as unknown as ClubConfig;
  return { status: 'found', config };
}

function request(url: string, headers: Record<string, string> = {}) {
  const host = new URL(url).host;
  return new NextRequest(url, { headers: { host, ...headers } });
}

beforeEach(() => {
  lookups.clear();
  lookups.set(
    'skyline.localhost:3000',
    aClub({ id: 101, language: 'en', agentUrl: 'http://agent.skyline.localhost:3000' }),
  );
  lookups.set(
    'agent.skyline.localhost:3000',
    aClub({ id: 101, language: 'en', agentUrl: 'http://agent.skyline.localhost:3000' }),
  );
  lookups.set(
    'nakhla.localhost:3000',
    aClub({ id: 102, language: 'ar', agentUrl: 'http://agent.nakhla.localhost:3000' }),
  );
});

describe('proxy', () => {
  it("sends / to the club's default language", async () => {
    const skyline = await proxy(request('http://skyline.localhost:3000/'));
    expect(skyline.status).toBe(307);
    expect(new URL(skyline.headers.get('location')!).pathname).toBe('/en');
    const nakhla = await proxy(request('http://nakhla.localhost:3000/'));
    expect(new URL(nakhla.headers.get('location')!).pathname).toBe('/ar');
  });

  it('ignores the Accept-Language header when choosing the default', async () => {
    const response = await proxy(
      request('http://nakhla.localhost:3000/', { 'accept-language': 'en-US,en;q=0.9' }),
    );
    expect(new URL(response.headers.get('location')!).pathname).toBe('/ar');
  });

  it.each(['/en/agent-review', '/en/agent-login', '/en/agent-login/thank-you', '/en/agent-login/details'])(
    'redirects the agent-only page %s to /en/error/404 on a customer host',
    async (path) => {
      const response = await proxy(request(`http://skyline.localhost:3000${path}`));
      expect(response.status).toBe(307);
      expect(new URL(response.headers.get('location')!).pathname).toBe('/en/error/404');
    },
  );

  it('redirects an agent-only page without a locale to the default locale’s 404', async () => {
    const response = await proxy(request('http://nakhla.localhost:3000/agent-review'));
    expect(new URL(response.headers.get('location')!).pathname).toBe('/ar/error/404');
  });

  it('lets agent-only pages through on the agent host, marked as the agent site', async () => {
    const response = await proxy(request('http://agent.skyline.localhost:3000/en/agent-login'));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-request-x-site-type')).toBe('agent');
  });

  it('overwrites client-sent club headers with its own', async () => {
    const response = await proxy(
      request('http://skyline.localhost:3000/en', { 'x-club-id': '999', 'x-site-type': 'agent' }),
    );
    expect(response.headers.get('x-middleware-request-x-club-id')).toBe('101');
    expect(response.headers.get('x-middleware-request-x-site-type')).toBe('customer');
  });

  it('rewrites an unknown host to the no-configuration page with status 503', async () => {
    const response = await proxy(request('http://unknown.localhost:3000/en'));
    expect(response.status).toBe(503);
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/club-unavailable');
  });

  it('treats an unavailable club API like an unknown host', async () => {
    lookups.set('skyline.localhost:3000', { status: 'unavailable', reason: 'timed out' });
    const response = await proxy(request('http://skyline.localhost:3000/en'));
    expect(response.status).toBe(503);
  });
});
