import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createClientIpResolver } from './client-ip';

function appWith(trustProxy: boolean) {
  const resolve = createClientIpResolver({ trustProxy });
  return new Hono().get('/', (c) => c.text(resolve(c)));
}

const ipOf = async (app: Hono, headers: Record<string, string> = {}) =>
  (await app.request('/', { headers })).text();

describe('createClientIpResolver', () => {
  it('ignores X-Forwarded-For unless told to trust a proxy', async () => {
    // app.request() has no socket: the resolver says so instead of believing the header.
    expect(await ipOf(appWith(false), { 'X-Forwarded-For': '203.0.113.9' })).toBe('unknown');
  });

  it('behind a trusted proxy, takes the address the proxy appended (the right-most)', async () => {
    const app = appWith(true);
    expect(await ipOf(app, { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await ipOf(app)).toBe('unknown');
  });
});
