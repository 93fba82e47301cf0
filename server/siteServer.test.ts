import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createRouteTemplates } from './routeTemplates.mjs';
import {
  REQUEST_CONTEXT_KEY,
  SITE_COUNTERS_KEY,
  createSiteMetrics,
  createSiteServer,
  type Readiness,
} from './siteServer.mjs';
import { markNotFound } from '../src/lib/ops/requestContext';

/** A pino logger writing into an array of parsed lines. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ base: { program: 'site' } }, stream), lines };
}

const templateOf = createRouteTemplates(['/[locale]', '/[locale]/flights/results', '/api/flags/[code]']);

type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;
const started: http.Server[] = [];

async function start(
  handle: Handle,
  readiness: () => Promise<Readiness> = async () => ({ ready: true, checks: {} }),
) {
  const { logger, lines } = capturingLogger();
  const metrics = createSiteMetrics({ defaultMetrics: false });
  const site = createSiteServer({ handle, readiness, templateOf, logger, metrics, drainMs: 1_000 });
  for (const server of [site.server, site.metricsServer]) {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    started.push(server);
  }
  const base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  const metricsBase = `http://127.0.0.1:${(site.metricsServer.address() as AddressInfo).port}`;
  return { ...site, base, metricsBase, lines };
}

afterEach(() => {
  for (const server of started.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** What the app would see: the request context's id and the header it was given. */
const echoHandle: Handle = (req, res) => {
  const store = (globalThis as Record<symbol, { getStore(): { requestId: string } | undefined }>)[
    REQUEST_CONTEXT_KEY
  ]!.getStore();
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ header: req.headers['x-request-id'], context: store?.requestId }));
};

/** Polls until `check` holds; fails after 10 s (not a fixed pause: a loaded machine takes longer). */
const waitFor = async (check: () => boolean) => {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the awaited condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('request id', () => {
  it('keeps a well-formed incoming id, answers with it and hands it to the app', async () => {
    const site = await start(echoHandle);
    const response = await fetch(`${site.base}/en`, { headers: { 'X-Request-Id': 'proxy-abc.123_XYZ' } });
    expect(response.headers.get('x-request-id')).toBe('proxy-abc.123_XYZ');
    expect(await response.json()).toEqual({ header: 'proxy-abc.123_XYZ', context: 'proxy-abc.123_XYZ' });
  });

  it.each([['short'], ['has space in it'], ['x'.repeat(129)], ['<script>alert(1)</script>']])(
    'replaces a malformed one (%s) with its own, everywhere',
    async (incoming) => {
      const site = await start(echoHandle);
      const response = await fetch(`${site.base}/en`, { headers: { 'X-Request-Id': incoming } });
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await response.json()).toEqual({ header: id, context: id });
    },
  );

  it('makes one when none is given, new for every request', async () => {
    const site = await start(echoHandle);
    const a = (await fetch(`${site.base}/en`)).headers.get('x-request-id');
    const b = (await fetch(`${site.base}/en`)).headers.get('x-request-id');
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).not.toBe(a);
  });
});

describe('access log', () => {
  it('writes one line per request: method, route template, status, duration, request id, club', async () => {
    const site = await start((req, res) => {
      const store = (globalThis as Record<symbol, { getStore(): Record<string, unknown> }>)[
        REQUEST_CONTEXT_KEY
      ]!.getStore();
      // As the proxy notes it (src/lib/ops/requestContext.ts).
      store.clubId = 101;
      store.clubHost = 'skyline.localhost:3000';
      res.statusCode = 400;
      res.end('invalid');
    });
    await fetch(`${site.base}/en/flights/results?from=DXB&token=secret-token`, {
      headers: { 'X-Request-Id': 'request-0001', Cookie: 'token=secret' },
    });
    await waitFor(() => site.lines.some((line) => line.event === 'request'));
    const line = site.lines.find((entry) => entry.event === 'request')!;
    expect(line).toMatchObject({
      program: 'site',
      event: 'request',
      requestId: 'request-0001',
      method: 'GET',
      route: '/[locale]/flights/results',
      status: 400,
      clubId: 101,
      clubHost: 'skyline.localhost:3000',
    });
    expect(typeof line.durationMs).toBe('number');
    // Never the path's own values, its query or a header.
    expect(JSON.stringify(site.lines)).not.toMatch(/DXB|secret|token=/);
  });

  it('answers 500 and logs the failure when Next throws before answering', async () => {
    const site = await start(() => {
      throw new TypeError('boom with someone@example.com');
    });
    const response = await fetch(`${site.base}/en`);
    expect(response.status).toBe(500);
    await waitFor(() => site.lines.some((line) => line.event === 'request'));
    expect(site.lines.find((line) => line.event === 'request_failed')).toMatchObject({ error: 'TypeError' });
    expect(JSON.stringify(site.lines)).not.toContain('example.com');
  });

  it('streams: the first bytes reach the client before the answer ends', async () => {
    let finish: () => void = () => undefined;
    const site = await start((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write('<html><body>first');
      finish = () => res.end('last</body></html>');
    });
    const response = await fetch(`${site.base}/en`);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe('<html><body>first');
    finish();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toBe('last</body></html>');
  });
});

describe('a page that rendered its not-found view', () => {
  /** As a page does (src/components/feedback/notFoundPage.tsx): note it, then stream the view. */
  const notFoundPage: Handle = async (_req, res) => {
    await Promise.resolve();
    expect(markNotFound()).toBe(true);
    res.setHeader('Content-Type', 'text/html');
    res.write('<html><head><title>Page not found</title></head><body>');
    res.end('<h1>Page not found</h1></body></html>');
  };

  it('answers the document 404 with the body the page wrote, and logs 404', async () => {
    const site = await start(notFoundPage);
    const response = await fetch(`${site.base}/en/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Page not found</h1>');
    await waitFor(() => site.lines.some((line) => line.event === 'request'));
    expect(site.lines.find((line) => line.event === 'request')).toMatchObject({ status: 404 });
  });

  it("keeps 200 for a client navigation's data request (the router would reload on a 404)", async () => {
    const site = await start(notFoundPage);
    const response = await fetch(`${site.base}/en/no-such-page`, { headers: { RSC: '1' } });
    expect(response.status).toBe(200);
  });

  it('changes nothing for a page that did not note it, nor a status other than 200', async () => {
    const plain = await start((_req, res) => res.end('home'));
    expect((await fetch(`${plain.base}/en`)).status).toBe(200);
    const redirect = await start((_req, res) => {
      markNotFound();
      res.writeHead(307, { Location: '/en' });
      res.end();
    });
    expect((await fetch(`${redirect.base}/x`, { redirect: 'manual' })).status).toBe(307);
  });

  it('has no effect outside a request (next dev): the caller then uses notFound()', () => {
    expect(markNotFound()).toBe(false);
  });
});

describe('metrics', () => {
  it('serves request durations per route and status, and the club configuration cache counts', async () => {
    const counters = ((globalThis as Record<symbol, Record<string, number>>)[SITE_COUNTERS_KEY] ??= {
      clubConfigHits: 0,
      clubConfigMisses: 0,
    });
    counters.clubConfigHits = 7;
    counters.clubConfigMisses = 2;
    const site = await start((_req, res) => res.end('ok'));
    await fetch(`${site.base}/api/flags/ae`);
    await fetch(`${site.base}/no/such/page/here`);
    await waitFor(() => site.lines.filter((line) => line.event === 'request').length === 2);
    const text = await (await fetch(`${site.metricsBase}/metrics`)).text();
    expect(text).toMatch(
      /site_http_request_duration_seconds_count\{method="GET",route="\/api\/flags\/\[code\]",status="200"\} 1/,
    );
    expect(text).toMatch(
      /site_http_request_duration_seconds_count\{method="GET",route="\(other\)",status="200"\} 1/,
    );
    expect(text).toContain('site_club_config_cache_total{result="hit"} 7');
    expect(text).toContain('site_club_config_cache_total{result="miss"} 2');
    // Not on the public listener.
    const publicMetrics = await fetch(`${site.base}/metrics`);
    expect(await publicMetrics.text()).toBe('ok');
  });

  it('includes the event-loop lag with the default metrics', async () => {
    const metrics = createSiteMetrics();
    expect(await metrics.registry.metrics()).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('health and readiness', () => {
  it('/healthz answers while the process runs, without asking Next', async () => {
    let asked = 0;
    const site = await start(() => {
      asked += 1;
    });
    const response = await fetch(`${site.base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${site.metricsBase}/healthz`)).status).toBe(200);
    expect(asked).toBe(0);
  });

  it('/readyz is 200 when ready and 503 with the failed check when the API is down', async () => {
    let apiUp = true;
    const site = await start(
      (_req, res) => res.end(),
      async () =>
        apiUp
          ? { ready: true, checks: { config: 'ok', api: 'ok' } }
          : { ready: false, checks: { config: 'ok', api: 'unreachable' } },
    );
    expect((await fetch(`${site.base}/readyz`)).status).toBe(200);
    apiUp = false;
    const down = await fetch(`${site.base}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unready', checks: { config: 'ok', api: 'unreachable' } });
    expect((await fetch(`${site.metricsBase}/readyz`)).status).toBe(503);
  });

  it('/readyz is 503 when the readiness check itself fails', async () => {
    const site = await start(
      (_req, res) => res.end(),
      () => Promise.reject(new Error('probe failed')),
    );
    expect((await fetch(`${site.base}/readyz`)).status).toBe(503);
  });
});

describe('drain', () => {
  it('lets a request under way finish, answers new connections meanwhile (readiness 503), then stops', async () => {
    let finish: (() => void) | null = null;
    const site = await start((req, res) => {
      if (req.url !== '/en/slow') return res.end('quick');
      res.writeHead(200);
      res.write('part');
      finish = () => res.end(' done');
    });
    const pending = fetch(`${site.base}/en/slow`).then((response) => response.text());
    await waitFor(() => finish !== null);
    const drained = site.drain();
    expect((await fetch(`${site.metricsBase}/readyz`).catch(() => null))?.status ?? 503).toBe(503);
    // A new connection on the public port while the request is under way: answered, not refused.
    const ready = await fetch(`${site.base}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    expect(await ready.json()).toEqual({ status: 'draining' });
    const page = await fetch(`${site.base}/en`);
    expect(await page.text()).toBe('quick');
    expect(page.headers.get('connection')).toBe('close');
    finish!();
    expect(await pending).toBe('part done');
    expect(await drained).toEqual({ timedOut: false });
    // Stopped: now new connections are refused.
    await expect(fetch(`${site.base}/readyz`)).rejects.toThrow();
    expect(site.lines.find((line) => line.event === 'stopped')).toMatchObject({ cutRequests: 0 });
  });

  it('with nothing under way, stops taking connections at once', async () => {
    const site = await start((_req, res) => res.end('ok'));
    expect(await site.drain()).toEqual({ timedOut: false });
    await expect(fetch(`${site.base}/readyz`)).rejects.toThrow();
  });

  it('cuts what is still running after the drain time', async () => {
    let underWay = false;
    const site = await start((_req, res) => {
      underWay = true;
      res.writeHead(200);
      res.write('never ends');
    });
    const pending = fetch(`${site.base}/en/stuck`).then((response) => response.text());
    // The request has reached the handler (a fixed pause could end before it did, on a busy machine).
    await waitFor(() => underWay);
    const startedAt = Date.now();
    expect(await site.drain()).toEqual({ timedOut: true });
    // Cut after the 1 s drain time, not left hanging: 3× that for a loaded machine.
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    await expect(pending).rejects.toThrow();
  });
});
