import { describe, expect, it, vi } from 'vitest';
import { STALE_IF_ERROR_MS, createClubResolver, normaliseHost } from './resolveClub';
import type { ClubConfig } from './types';

const aConfig = (clubId = 101) => ({ club_details: { club_id: clubId } }) as unknown as ClubConfig;

function resolverWith(answer: () => Promise<Response>, now = () => 0) {
  const fetchImpl = vi.fn(answer);
  const resolve = createClubResolver({
    apiBaseUrl: 'http://api.test',
    apiKey: 'key-12345678',
    apiVersion: '1',
    ttlMs: 60_000,
    timeoutMs: 50,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    now,
  });
  return { resolve, fetchImpl };
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('normaliseHost', () => {
  it.each([
    ['Skyline.LocalHost:3000', 'skyline.localhost:3000'],
    ['example.com.', 'example.com'],
    ['[::1]:3000', '[::1]:3000'],
    ['', null],
    [null, null],
    ['evil.com/path', null],
    ['a b', null],
  ])('%s → %s', (input, expected) => {
    expect(normaliseHost(input)).toBe(expected);
  });
});

describe('createClubResolver', () => {
  it('finds the club for a host and sends the api key and domain', async () => {
    const { resolve, fetchImpl } = resolverWith(() => json({ data: aConfig() }));
    const result = await resolve('skyline.localhost:3000');
    expect(result).toEqual({ status: 'found', config: aConfig() });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.toString()).toBe('http://api.test/whitelabel/config?domain=skyline.localhost%3A3000');
    expect((init.headers as Record<string, string>).apikey).toBe('key-12345678');
  });

  it('treats data: null as an unknown host', async () => {
    const { resolve } = resolverWith(() => json({ data: null }));
    expect(await resolve('nobody.test')).toEqual({ status: 'unknown' });
  });

  it('treats a 500 as unavailable, never throwing', async () => {
    const { resolve } = resolverWith(() => json({ message: 'boom' }, 500));
    expect(await resolve('skyline.localhost:3000')).toMatchObject({ status: 'unavailable' });
  });

  it('treats a network failure or a timeout as unavailable', async () => {
    const { resolve } = resolverWith(() => Promise.reject(new TypeError('fetch failed')));
    expect(await resolve('a.test')).toMatchObject({ status: 'unavailable', reason: 'unreachable' });
    const timeout = Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    const slow = resolverWith(() => Promise.reject(timeout));
    expect(await slow.resolve('b.test')).toMatchObject({ status: 'unavailable', reason: 'timed out' });
  });

  it('caches a found club until its TTL passes, sharing one request in flight', async () => {
    let clock = 0;
    const { resolve, fetchImpl } = resolverWith(
      () => json({ data: aConfig() }),
      () => clock,
    );
    await Promise.all([resolve('a.test'), resolve('A.TEST'), resolve('a.test')]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    clock = 59_999;
    await resolve('a.test');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    clock = 60_001;
    await resolve('a.test');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('retries a failed lookup after a few seconds rather than the full TTL', async () => {
    let clock = 0;
    const { resolve, fetchImpl } = resolverWith(
      () => json({}, 503),
      () => clock,
    );
    await resolve('a.test');
    clock = 5_001;
    await resolve('a.test');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  describe('a refresh that fails keeps the last good configuration (the Arabic confirmation case)', () => {
    // The e2e site's TTL is 2 s; the API's confirmation mail renders Arabic PDFs for ~4 s on its
    // event loop, so the refresh asked for as the confirmation page opens timed out, and the site
    // answered "This site isn't available right now" to a club it had served a moment before.
    const timeout = () => Promise.reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' }));

    function flaky() {
      let clock = 0;
      const answers: (() => Promise<Response>)[] = [];
      const { resolve, fetchImpl } = resolverWith(
        () => (answers.shift() ?? (() => json({ data: aConfig() })))(),
        () => clock,
      );
      return { resolve, fetchImpl, answers, at: (ms: number) => (clock = ms) };
    }

    it('serves the club through a timed-out or failed refresh, and asks again soon', async () => {
      const { resolve, fetchImpl, answers, at } = flaky();
      expect(await resolve('a.test')).toMatchObject({ status: 'found' });
      answers.push(timeout, () => json({ message: 'boom' }, 500));
      at(60_001);
      expect(await resolve('a.test')).toEqual({ status: 'found', config: aConfig() });
      at(65_002);
      expect(await resolve('a.test')).toEqual({ status: 'found', config: aConfig() });
      expect(fetchImpl).toHaveBeenCalledTimes(3);
      at(70_003);
      expect(await resolve('a.test')).toEqual({ status: 'found', config: aConfig() });
      expect(fetchImpl).toHaveBeenCalledTimes(4);
    });

    it('stops standing in once the configuration is too old, or the API says there is no such club', async () => {
      const old = flaky();
      await old.resolve('a.test');
      old.answers.push(timeout);
      old.at(60_000 + STALE_IF_ERROR_MS + 1);
      expect(await old.resolve('a.test')).toMatchObject({ status: 'unavailable', reason: 'timed out' });

      const gone = flaky();
      await gone.resolve('a.test');
      gone.answers.push(() => json({ data: null }), timeout);
      gone.at(60_001);
      expect(await gone.resolve('a.test')).toEqual({ status: 'unknown' });
      gone.at(65_002);
      expect(await gone.resolve('a.test')).toMatchObject({ status: 'unavailable' });
    });

    it('never invents a club for a host it has not found', async () => {
      const { resolve, answers } = flaky();
      answers.push(timeout);
      expect(await resolve('new.test')).toMatchObject({ status: 'unavailable' });
    });
  });

  it('never calls the API for a malformed host', async () => {
    const { resolve, fetchImpl } = resolverWith(() => json({ data: aConfig() }));
    expect(await resolve('bad host')).toEqual({ status: 'unknown' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('createClubResolver: a bounded cache that counts', () => {
  function bounded(answer: (host: string) => unknown) {
    const results: string[] = [];
    const lookups: [string, string, number | null][] = [];
    const fetchImpl = vi.fn(async (url: URL) => {
      const host = url.searchParams.get('domain') ?? '';
      return new Response(JSON.stringify(answer(host)), { headers: { 'content-type': 'application/json' } });
    });
    const resolve = createClubResolver({
      apiBaseUrl: 'http://api.test',
      apiKey: 'key-12345678',
      apiVersion: '1',
      ttlMs: 60_000,
      timeoutMs: 50,
      maxHosts: 3,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      now: () => 0,
      extraHeaders: () => ({ 'X-Request-Id': 'request-0001' }),
      onCacheResult: (result) => results.push(result),
      onLookup: (host, outcome, status) => lookups.push([host, outcome.status, status]),
    });
    return { resolve, fetchImpl, results, lookups };
  }

  it('counts hits and misses, and sends the request id', async () => {
    const { resolve, fetchImpl, results } = bounded(() => ({ data: aConfig() }));
    await resolve('a.test');
    await resolve('a.test');
    await resolve('A.test');
    expect(results).toEqual(['miss', 'hit', 'hit']);
    const [, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect((init.headers as Record<string, string>)['X-Request-Id']).toBe('request-0001');
  });

  it('keeps at most maxHosts unknown hosts, and a flood of them never pushes a club out', async () => {
    const { resolve, fetchImpl, lookups } = bounded((host) => ({
      data: host.startsWith('club') ? aConfig() : null,
    }));
    await resolve('club.test');
    for (let i = 0; i < 50; i += 1) await resolve(`made-up-${i}.test`);
    expect(fetchImpl).toHaveBeenCalledTimes(51);
    // The club is still cached; the oldest made-up hosts are gone, the last three kept.
    await resolve('club.test');
    await resolve('made-up-49.test');
    expect(fetchImpl).toHaveBeenCalledTimes(51);
    await resolve('made-up-0.test');
    expect(fetchImpl).toHaveBeenCalledTimes(52);
    expect(lookups[1]).toEqual(['made-up-0.test', 'unknown', 200]);
  });

  it('tells of every API answer with its status, and of an unreachable API with none', async () => {
    const lookups: [string, number | null][] = [];
    const options = {
      apiBaseUrl: 'http://api.test',
      apiKey: 'key-12345678',
      apiVersion: '1',
      ttlMs: 60_000,
      timeoutMs: 50,
      onLookup: (_host: string, outcome: { status: string }, status: number | null) =>
        lookups.push([outcome.status, status]),
    };
    await createClubResolver({ ...options, fetchImpl: (() => json({}, 401)) as unknown as typeof fetch })(
      'a.test',
    );
    await createClubResolver({
      ...options,
      fetchImpl: (() => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch,
    })('a.test');
    expect(lookups).toEqual([
      ['unavailable', 401],
      ['unavailable', null],
    ]);
  });

  it('keeps nothing when the TTL is 0', async () => {
    const { fetchImpl, resolve } = resolverWith(() => json({ data: aConfig() }));
    void resolve;
    const zero = createClubResolver({
      apiBaseUrl: 'http://api.test',
      apiKey: 'key-12345678',
      apiVersion: '1',
      ttlMs: 0,
      timeoutMs: 50,
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    await zero('a.test');
    await zero('a.test');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
