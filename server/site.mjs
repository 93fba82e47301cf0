#!/usr/bin/env node
// The site's server: Next.js (the production build in .next) behind a short-lived cache of rendered
// pages (server/pageCache.mjs). `node server/site.mjs -p 3000` serves like `next start -p 3000` —
// the same request handler, proxy and headers — and answers a page it rendered in the last
// SITE_PAGE_CACHE_SECONDS (default 10; 0 turns the cache off) without rendering it again, with a
// new Content-Security-Policy nonce. The home page loads its code after its first paint
// (server/deferScripts.mjs), from the cache or not. Server rendering is the site's cost: one process renders about
// a hundred home pages a second on one core, and serves several times that from the cache.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { deferChunkScripts, deferredOn } from './deferScripts.mjs';
import {
  NEXT_CLIENT_HEADERS,
  PAGE_LOCALES,
  PageCache,
  acceptsGzip,
  answerWith,
  cacheKeyOf,
  entryFrom,
  newNonce,
  pageHeaders,
} from './pageCache.mjs';

const gzipAsync = promisify(gzip);

function option(name, short) {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === name || arg === short);
  return at === -1 ? undefined : args[at + 1];
}

const port = Number(option('--port', '-p') ?? process.env.PORT ?? 3000);
// Like `next start`: every interface unless told otherwise.
const hostname = option('--hostname', '-H');
const ttlSeconds = Number(process.env.SITE_PAGE_CACHE_SECONDS ?? 10);
const cache = new PageCache({ ttlMs: Math.max(0, ttlSeconds) * 1000, maxBytes: 64 * 1024 * 1024 });

// `next start` serves in production mode whatever NODE_ENV says; so does this.
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');
const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();

/**
 * Lets Next answer while keeping its answer instead of sending it: status, headers and body, or null
 * when the client went away first. Its compression is out of the way (Accept-Encoding removed).
 */
function captured(req, res) {
  return new Promise((resolve) => {
    const chunks = [];
    const keep = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
      );
    };
    const callbackOf = (...args) => args.find((arg) => typeof arg === 'function');
    const release = () => {
      for (const name of ['writeHead', 'write', 'end', 'flushHeaders']) delete res[name];
    };
    res.writeHead = (status, reason, headers) => {
      res.statusCode = status;
      const list = typeof reason === 'string' ? headers : reason;
      if (Array.isArray(list)) {
        for (let i = 0; i + 1 < list.length; i += 2) res.setHeader(list[i], list[i + 1]);
      } else if (list) {
        for (const [name, value] of Object.entries(list)) res.setHeader(name, value);
      }
      return res;
    };
    res.flushHeaders = () => undefined;
    res.write = (chunk, encoding, callback) => {
      keep(chunk, encoding);
      callbackOf(encoding, callback)?.();
      return true;
    };
    res.end = (chunk, encoding, callback) => {
      keep(chunk, encoding);
      release();
      resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
      const done = callbackOf(chunk, encoding, callback);
      if (done) res.once('finish', done);
      return res;
    };
    res.once('close', () => {
      release();
      resolve(null);
    });
    delete req.headers['accept-encoding'];
    Promise.resolve(handle(req, res)).catch((error) => {
      console.error('[site] render failed:', error instanceof Error ? error.name : 'error');
      release();
      resolve({
        status: 500,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: Buffer.from('Internal Server Error'),
      });
    });
  });
}

/** The text of a stylesheet of public/styles/ (content-hashed names: read once), or null. */
const stylesheets = new Map();
function stylesheetText(href) {
  if (!/^\/styles\/[\w.-]+\.css$/.test(href) || href.includes('..')) return null;
  if (!stylesheets.has(href)) {
    try {
      stylesheets.set(href, readFileSync(join(process.cwd(), 'public', href), 'utf8'));
    } catch {
      stylesheets.set(href, null);
    }
  }
  return stylesheets.get(href);
}

/** The home page paints before it loads its code (server/deferScripts.mjs); other answers pass as they are. */
function paintingFirst(answer, path) {
  if (!answer || answer.status !== 200 || !deferredOn(path, PAGE_LOCALES)) return answer;
  if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) return answer;
  return { ...answer, body: Buffer.from(deferChunkScripts(answer.body.toString('utf8'), stylesheetText)) };
}

async function send(res, { status, headers, body }, gzipped, cacheState) {
  const payload = gzipped ? await gzipAsync(body) : body;
  for (const [name, value] of Object.entries(pageHeaders(headers))) res.setHeader(name, value);
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', payload.length);
  res.setHeader('X-Page-Cache', cacheState);
  res.statusCode = status;
  res.end(payload);
}

/** A request for the home page's HTML that the cache does not answer (a hard reload, the cache off). */
function paintsFirstUncached(req) {
  return (
    req.method === 'GET' &&
    deferredOn(req.url ?? '', PAGE_LOCALES) &&
    !NEXT_CLIENT_HEADERS.some((name) => req.headers[name] !== undefined)
  );
}

async function serve(req, res) {
  const key = cache.ttlMs > 0 ? cacheKeyOf(req.method, req.url, req.headers) : null;
  const gzipped = acceptsGzip(req.headers['accept-encoding']);
  if (key === null) {
    if (!paintsFirstUncached(req)) return handle(req, res);
    const answer = paintingFirst(await captured(req, res), req.url);
    if (answer) await send(res, answer, gzipped, 'bypass');
    return;
  }
  const entry = cache.get(key) ?? (await cache.running(key));
  if (entry) return send(res, { status: 200, ...answerWith(entry, newNonce()) }, gzipped, 'hit');

  const finish = cache.begin(key);
  try {
    const answer = paintingFirst(await captured(req, res), req.url);
    finish(answer ? entryFrom(answer) : null);
    if (answer) await send(res, answer, gzipped, 'miss');
  } finally {
    finish(null);
  }
}

await app.prepare();
const server = http.createServer((req, res) => {
  serve(req, res).catch((error) => {
    console.error('[site] request failed:', error instanceof Error ? error.name : 'error');
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end();
    } else {
      res.destroy();
    }
  });
});
server.listen({ port, host: hostname }, () => {
  const cacheState = cache.ttlMs > 0 ? `${ttlSeconds} s` : 'off';
  console.log(`[site] ready on http://${hostname ?? 'localhost'}:${port} (page cache ${cacheState})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
