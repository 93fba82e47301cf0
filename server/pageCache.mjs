// The site server's short-lived cache of rendered pages (server/site.mjs puts it in front of Next).
//
// Why it is safe: the server never renders anything of the visitor. Server code reads the request's
// host, its forwarded protocol and the path, never a cookie (tests/pageCacheSafety.test.ts keeps it
// so), and everything personal (sign-in, preferences, bookings) is drawn in the browser. So two
// requests for the same host, protocol and path get the same page — except for the
// Content-Security-Policy nonce, which must be new for every answer. A cached page keeps the places
// where its nonce stood, and every answer fills them with a fresh one, in the body and in the policy.
//
// What is cached: GET requests for a page with a locale (`/en…`, `/ar…`), without a query, without
// Next's client-navigation headers, without `Cache-Control: no-cache` (a hard reload), whose answer is a 200 HTML page that sets no cookie and carries
// a nonce. Everything else passes straight through to Next.
import { randomBytes } from 'node:crypto';

/** The site's locales (src/i18n/routing.ts; a test holds the two together). */
export const PAGE_LOCALES = ['en', 'ar'];

/** Request headers of Next's client navigation and server actions: an RSC answer, not a page. */
export const NEXT_CLIENT_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
];

/** Response headers that describe one transmission, not the page. */
const TRANSMISSION_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/]+={0,2})'/;

/** A CSP nonce: 16 random bytes in base64, as the proxy makes them (src/lib/security). */
export function newNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * The cache key of a request, or null when its answer must not come from the cache. `headers` are
 * Node's (lower-case names).
 */
export function cacheKeyOf(method, url, headers) {
  if (method !== 'GET') return null;
  if (typeof url !== 'string' || url.includes('?') || url.includes('#')) return null;
  const [, first] = url.split('/');
  if (!PAGE_LOCALES.includes(first ?? '')) return null;
  // Percent signs go to the proxy's checks of malformed paths every time.
  if (url.includes('%') || url.length > 256) return null;
  if (NEXT_CLIENT_HEADERS.some((name) => headers[name] !== undefined)) return null;
  // A client that asks for a fresh page (a hard reload) gets one.
  if (/no-cache|no-store/i.test(`${headers['cache-control'] ?? ''} ${headers.pragma ?? ''}`)) return null;
  const host = headers.host;
  if (typeof host !== 'string' || host === '') return null;
  const proto = headers['x-forwarded-proto'] ?? '';
  return `${host.toLowerCase()}|${proto}|${url}`;
}

/**
 * A cache entry from Next's answer, or null when the answer must not be kept: only a 200 HTML page
 * that sets no cookie and whose policy has a nonce. The body is kept cut at each place of the nonce.
 */
export function entryFrom({ status, headers, body }) {
  if (status !== 200) return null;
  const type = String(headers['content-type'] ?? '');
  if (!type.startsWith('text/html')) return null;
  if (headers['set-cookie'] !== undefined) return null;
  const policy = headers['content-security-policy'];
  const nonce = typeof policy === 'string' ? NONCE_IN_POLICY.exec(policy)?.[1] : undefined;
  if (!nonce) return null;
  return {
    headers: pageHeaders(headers),
    parts: splitAt(body, Buffer.from(nonce)),
    nonce,
    bytes: body.length,
  };
}

/** The headers of an answer without those of its one transmission (length, encoding, date…). */
export function pageHeaders(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!TRANSMISSION_HEADERS.has(name)) kept[name] = value;
  }
  return kept;
}

function splitAt(body, separator) {
  const parts = [];
  let from = 0;
  for (let at = body.indexOf(separator, from); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The entry's answer with `nonce` in every place its own stood: headers and body. */
export function answerWith(entry, nonce) {
  const headers = { ...entry.headers };
  headers['content-security-policy'] = String(headers['content-security-policy']).replace(
    NONCE_IN_POLICY,
    `'nonce-${nonce}'`,
  );
  const filler = Buffer.from(nonce);
  const pieces = [];
  entry.parts.forEach((part, index) => {
    if (index > 0) pieces.push(filler);
    pieces.push(part);
  });
  return { headers, body: Buffer.concat(pieces) };
}

/**
 * Rendered pages by key for `ttlMs`, the most recently used first out when more than `maxBytes`
 * are kept. `fill(key, render)` answers from the cache or runs `render` once for every request that
 * asks for the same key meanwhile.
 */
export class PageCache {
  constructor({ ttlMs, maxBytes, now = () => Date.now() }) {
    this.ttlMs = ttlMs;
    this.maxBytes = maxBytes;
    this.now = now;
    this.entries = new Map();
    this.pending = new Map();
    this.bytes = 0;
  }

  get(key) {
    const found = this.entries.get(key);
    if (!found) return null;
    this.entries.delete(key);
    this.bytes -= found.entry.bytes;
    if (found.expires <= this.now()) return null;
    this.entries.set(key, found);
    this.bytes += found.entry.bytes;
    return found.entry;
  }

  set(key, entry) {
    const older = this.entries.get(key);
    if (older) {
      this.entries.delete(key);
      this.bytes -= older.entry.bytes;
    }
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(key, { entry, expires: this.now() + this.ttlMs });
    this.bytes += entry.bytes;
    for (const [oldest, { entry: old }] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes;
    }
  }

  /** The render under way for `key` (a promise of its entry or null), or null when there is none. */
  running(key) {
    return this.pending.get(key) ?? null;
  }

  /**
   * Marks a render of `key` as under way, so that requests for it meanwhile wait instead of
   * rendering too; the returned function ends it with its entry (kept) or null.
   */
  begin(key) {
    let done = () => undefined;
    const promise = new Promise((resolve) => {
      done = resolve;
    });
    this.pending.set(key, promise);
    let ended = false;
    return (entry) => {
      if (ended) return;
      ended = true;
      if (this.pending.get(key) === promise) this.pending.delete(key);
      if (entry) this.set(key, entry);
      done(entry ?? null);
    };
  }
}

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a q above 0). */
export function acceptsGzip(header) {
  if (typeof header !== 'string') return false;
  return header.split(',').some((item) => {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
