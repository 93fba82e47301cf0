import { describe, expect, it } from 'vitest';
import {
  PageCache,
  acceptsGzip,
  answerWith,
  cacheKeyOf,
  entryFrom,
  newNonce,
  type PageEntry,
} from './pageCache.mjs';

const NONCE = 'F5O4MWP29JESJd4a8AKTMQ==';
const policy = (nonce: string) =>
  `default-src 'none'; script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'unsafe-inline'`;
const page = (nonce: string) =>
  Buffer.from(
    `<html><head><script nonce="${nonce}" src="/a.js"></script></head>` +
      `<body><h1>Flights</h1><script nonce="${nonce}">self.__next_f.push([0])</script></body></html>`,
  );
const answer = (overrides: Partial<Parameters<typeof entryFrom>[0]> = {}) => ({
  status: 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': policy(NONCE),
    'x-content-type-options': 'nosniff',
    date: 'Wed, 25 Nov 2026 22:58:44 GMT',
    'content-length': '180',
    'transfer-encoding': 'chunked',
  },
  body: page(NONCE),
  ...overrides,
});
const host = { host: 'Skyline.localhost:3000' };

describe('which requests the page cache answers', () => {
  it('keys a plain GET of a localised page by host, forwarded protocol and path', () => {
    expect(cacheKeyOf('GET', '/en', host)).toBe('skyline.localhost:3000||/en');
    expect(cacheKeyOf('GET', '/ar/about-us', { ...host, 'x-forwarded-proto': 'https' })).toBe(
      'skyline.localhost:3000|https|/ar/about-us',
    );
    expect(cacheKeyOf('GET', '/en', { host: 'nakhla.localhost:3000' })).not.toBe(
      cacheKeyOf('GET', '/en', host),
    );
  });

  it('lets everything else through to Next', () => {
    expect(cacheKeyOf('POST', '/en', host)).toBeNull();
    expect(cacheKeyOf('HEAD', '/en', host)).toBeNull();
    expect(cacheKeyOf('GET', '/', host)).toBeNull(); // the locale redirect reads Accept-Language
    expect(cacheKeyOf('GET', '/about-us', host)).toBeNull();
    expect(cacheKeyOf('GET', '/fr', host)).toBeNull();
    expect(cacheKeyOf('GET', '/en/flights?from=DXB', host)).toBeNull();
    expect(cacheKeyOf('GET', '/en/%E0%A4%A', host)).toBeNull();
    expect(cacheKeyOf('GET', `/en/${'a'.repeat(300)}`, host)).toBeNull();
    expect(cacheKeyOf('GET', '/_next/static/chunks/a.js', host)).toBeNull();
    expect(cacheKeyOf('GET', '/en', {})).toBeNull();
    expect(cacheKeyOf('GET', '/en', { ...host, 'cache-control': 'no-cache' })).toBeNull();
    expect(cacheKeyOf('GET', '/en', { ...host, pragma: 'no-cache' })).toBeNull();
    expect(cacheKeyOf('GET', '/en', { ...host, 'cache-control': 'max-age=0' })).not.toBeNull();
    for (const name of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action', 'next-url']) {
      expect(cacheKeyOf('GET', '/en', { ...host, [name]: '1' })).toBeNull();
    }
  });
});

describe('which answers it keeps', () => {
  it('keeps a 200 HTML page with a nonce, without the headers of one transmission', () => {
    const entry = entryFrom(answer());
    expect(entry).not.toBeNull();
    expect(entry?.nonce).toBe(NONCE);
    expect(entry?.headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': policy(NONCE),
      'x-content-type-options': 'nosniff',
    });
    expect(entry?.parts).toHaveLength(3);
  });

  it('keeps no error page, no other type, no answer that sets a cookie and none without a nonce', () => {
    expect(entryFrom(answer({ status: 404 }))).toBeNull();
    expect(entryFrom(answer({ status: 307 }))).toBeNull();
    expect(
      entryFrom(answer({ headers: { ...answer().headers, 'content-type': 'application/json' } })),
    ).toBeNull();
    expect(
      entryFrom(answer({ headers: { ...answer().headers, 'set-cookie': ['NEXT_LOCALE=ar'] } })),
    ).toBeNull();
    expect(
      entryFrom(
        answer({ headers: { ...answer().headers, 'content-security-policy': "default-src 'self'" } }),
      ),
    ).toBeNull();
  });
});

describe('every answer from the cache has its own nonce', () => {
  it('puts the new nonce wherever the old one stood, in the body and the policy, and changes nothing else', () => {
    const entry = entryFrom(answer()) as PageEntry;
    const fresh = newNonce();
    expect(fresh).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(fresh).not.toBe(NONCE);
    const { headers, body } = answerWith(entry, fresh);
    expect(body.toString()).toBe(page(fresh).toString());
    expect(body.toString()).not.toContain(NONCE);
    expect(headers['content-security-policy']).toBe(policy(fresh));
    // The entry itself is unchanged: the next answer starts from the same page.
    expect(answerWith(entry, NONCE).body.equals(page(NONCE))).toBe(true);
  });

  it('makes a different nonce every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()));
    expect(nonces.size).toBe(100);
  });
});

describe('the cache itself', () => {
  const entryOf = (bytes: number): PageEntry => ({
    headers: {},
    parts: [Buffer.alloc(bytes)],
    nonce: 'n',
    bytes,
  });

  it('forgets a page after its time', () => {
    let now = 1000;
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1000, now: () => now });
    const entry = entryOf(10);
    cache.set('a', entry);
    now += 9_999;
    expect(cache.get('a')).toBe(entry);
    now += 1;
    expect(cache.get('a')).toBeNull();
    expect(cache.bytes).toBe(0);
  });

  it('drops the least recently used pages beyond its size, and never keeps one larger than it', () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 100 });
    cache.set('a', entryOf(40));
    cache.set('b', entryOf(40));
    cache.get('a');
    cache.set('c', entryOf(40));
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.get('c')).not.toBeNull();
    expect(cache.bytes).toBe(80);
    cache.set('d', entryOf(101));
    expect(cache.get('d')).toBeNull();
  });

  it('counts a page kept again under the same key once', () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 100 });
    cache.set('a', entryOf(40));
    cache.set('a', entryOf(30));
    expect(cache.bytes).toBe(30);
    cache.set('b', entryOf(60));
    expect(cache.get('a')).not.toBeNull();
    expect(cache.bytes).toBe(90);
  });

  it('lets requests for a page being rendered wait for that render', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1000 });
    expect(cache.running('a')).toBeNull();
    const finish = cache.begin('a');
    const waiting = cache.running('a');
    const entry = entryOf(10);
    finish(entry);
    finish(null); // a second call changes nothing
    await expect(waiting).resolves.toBe(entry);
    expect(cache.running('a')).toBeNull();
    expect(cache.get('a')).toBe(entry);
  });

  it('tells the waiting requests when the render gave nothing to keep, and keeps nothing', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1000 });
    const finish = cache.begin('a');
    const waiting = cache.running('a');
    finish(null);
    await expect(waiting).resolves.toBeNull();
    expect(cache.get('a')).toBeNull();
  });
});

describe('compression', () => {
  it('gzips for the clients that take it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
