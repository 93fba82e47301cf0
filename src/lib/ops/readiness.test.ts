// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { checkReadiness } from './readiness';

const env = { API_BASE_URL: 'http://api.test', CLUB_API_KEY: 'key-12345678' };

describe('checkReadiness', () => {
  it('is ready when the API answers a lookup with the site key', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ data: null }));
    expect(await checkReadiness(env, fetchImpl as unknown as typeof fetch)).toEqual({
      ready: true,
      checks: { config: 'ok', api: 'ok' },
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.toString()).toBe('http://api.test/whitelabel/config?domain=readiness-probe.invalid');
    expect((init.headers as Record<string, string>).apikey).toBe('key-12345678');
  });

  it('is not ready when the API refuses the key, is down, or fails', async () => {
    const refused = vi.fn(async () => new Response('{}', { status: 401 }));
    expect(await checkReadiness(env, refused as unknown as typeof fetch)).toEqual({
      ready: false,
      checks: { config: 'ok', api: 'key refused' },
    });
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await checkReadiness(env, down as unknown as typeof fetch)).toEqual({
      ready: false,
      checks: { config: 'ok', api: 'unreachable' },
    });
    const failing = vi.fn(async () => new Response('{}', { status: 500 }));
    expect((await checkReadiness(env, failing as unknown as typeof fetch)).checks.api).toBe('answered 500');
  });

  it('is not ready with an invalid environment, and asks nothing', async () => {
    const fetchImpl = vi.fn();
    expect(await checkReadiness({ API_BASE_URL: 'not a url' }, fetchImpl as unknown as typeof fetch)).toEqual(
      {
        ready: false,
        checks: { config: 'invalid', api: 'not checked' },
      },
    );
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
