// What the site's server adds around Next.js's own request handler (docs/site-server.md says why
// each of these is here and not in Next.js): a request id, an access-log line, metrics, health and
// readiness, and a drain on SIGTERM. It never reads, buffers or changes a response body: Next's
// answer streams to the client as Next writes it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import client from 'prom-client';

/** The same names as src/lib/ops/requestContext.ts and src/lib/ops/siteCounters.ts. */
export const REQUEST_CONTEXT_KEY = Symbol.for('club-travel.requestContext');
export const SITE_COUNTERS_KEY = Symbol.for('club-travel.siteCounters');
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/** A well-formed id from the proxy in front is kept (one trace across both); anything else is replaced. */
export function requestIdFor(incoming) {
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/** The process's request context store, shared with the app through `globalThis`. */
export function requestContextStorage() {
  globalThis[REQUEST_CONTEXT_KEY] ??= new AsyncLocalStorage();
  return globalThis[REQUEST_CONTEXT_KEY];
}

function siteCounters() {
  globalThis[SITE_COUNTERS_KEY] ??= { clubConfigHits: 0, clubConfigMisses: 0 };
  return globalThis[SITE_COUNTERS_KEY];
}

/** The site's metrics in a registry of their own (tests make several). */
export function createSiteMetrics({ defaultMetrics = true } = {}) {
  const registry = new client.Registry();
  if (defaultMetrics) client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requestDuration = new client.Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time to answer a request (until the last byte is handed to the operating system), by route template and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new client.Counter({
    name: 'site_club_config_cache_total',
    help: 'Club configuration lookups by the site, answered from its cache (hit) or asked of the club API (miss)',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      const counters = siteCounters();
      this.reset();
      this.inc({ result: 'hit' }, counters.clubConfigHits);
      this.inc({ result: 'miss' }, counters.clubConfigMisses);
    },
  });
  return { registry, requestDuration };
}

/** The few methods worth a label; anything else is one bucket. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/**
 * A page that found nothing to show renders the not-found view itself and notes it in the request
 * context (src/lib/ops/requestContext.ts, `markNotFound`); its document then goes out as 404 instead
 * of 200. Next.js's `notFound()` would give the 404 but, in a production build, an empty
 * `__next_error__` document (docs/site-server.md). Only the status line changes, never the body,
 * and only 200: a redirect, an error or a status the proxy set stays. A client navigation's data
 * request (`RSC: 1`) keeps its 200: the router would take a 404 for a failure and reload the page.
 */
export function answerNotFoundPages(req, res, context) {
  if (req.headers.rsc !== undefined) return;
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithPageStatus(statusCode, ...rest) {
    return writeHead.call(this, context.notFound && statusCode === 200 ? 404 : statusCode, ...rest);
  };
}

/**
 * The site server. `handle(req, res)` is Next's request handler; `readiness()` answers
 * `{ ready, checks }` (the club API answers with the site's key, the site's configuration is
 * valid); `templateOf(url)` names a request's route. Returns the public server, the metrics
 * server (loopback only; null without a port), and `drain()` for SIGTERM.
 */
export function createSiteServer({
  handle,
  readiness,
  templateOf,
  logger,
  metrics = createSiteMetrics(),
  drainMs = 10_000,
}) {
  const storage = requestContextStorage();
  const inFlight = new Set();
  let draining = false;

  async function answerReadiness(res) {
    if (draining) return sendJson(res, 503, { status: 'draining' });
    let verdict;
    try {
      verdict = await readiness();
    } catch {
      verdict = { ready: false, checks: { probe: 'failed' } };
    }
    sendJson(res, verdict.ready ? 200 : 503, {
      status: verdict.ready ? 'ready' : 'unready',
      checks: verdict.checks,
    });
  }

  /** Liveness and readiness, on both listeners: the process answers; it can serve pages. */
  function probe(req, res) {
    const pathname = (req.url ?? '').split('?', 1)[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (pathname !== '/healthz' && pathname !== '/readyz') return false;
    // While draining every answer ends its connection: a kept-alive one would hold the stop open.
    if (draining) res.setHeader('Connection', 'close');
    if (pathname === '/healthz') {
      sendJson(res, 200, { status: 'ok' });
      return true;
    }
    void answerReadiness(res);
    return true;
  }

  function logLine(req, res, context, started, completed) {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const method = METHODS.has(req.method) ? req.method : 'OTHER';
    const route = templateOf(req.url);
    const status = completed ? res.statusCode : 499;
    metrics.requestDuration.observe({ method, route, status: String(status) }, seconds);
    logger.info(
      {
        event: 'request',
        requestId: context.requestId,
        method,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(context.clubId !== undefined ? { clubId: context.clubId, clubHost: context.clubHost } : {}),
        ...(completed ? {} : { aborted: true }),
      },
      'request',
    );
  }

  const server = http.createServer((req, res) => {
    if (probe(req, res)) return;
    const started = process.hrtime.bigint();
    const requestId = requestIdFor(req.headers['x-request-id']);
    // What the app reads is the id given here, never a client's header as it came.
    req.headers['x-request-id'] = requestId;
    res.setHeader('X-Request-Id', requestId);
    if (draining) res.setHeader('Connection', 'close');
    const context = { requestId };
    answerNotFoundPages(req, res, context);
    inFlight.add(res);
    let logged = false;
    const done = (completed) => {
      if (logged) return;
      logged = true;
      inFlight.delete(res);
      logLine(req, res, context, started, completed);
    };
    res.once('finish', () => done(true));
    res.once('close', () => done(res.writableFinished));
    storage.run(context, () => {
      Promise.resolve()
        .then(() => handle(req, res))
        .catch((error) => {
          logger.error(
            { event: 'request_failed', requestId, route: templateOf(req.url), error: error?.name ?? 'Error' },
            'Next.js could not answer the request',
          );
          if (!res.headersSent) {
            res.statusCode = 500;
            res.end();
          } else {
            res.destroy();
          }
        });
    });
  });

  const metricsServer = http.createServer((req, res) => {
    if (probe(req, res)) return;
    if ((req.url ?? '').split('?', 1)[0] === '/metrics' && req.method === 'GET') {
      metrics.registry.metrics().then(
        (text) => {
          res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
          res.end(text);
        },
        () => {
          res.statusCode = 500;
          res.end();
        },
      );
      return;
    }
    res.statusCode = 404;
    res.end();
  });

  /**
   * Lets the requests under way finish and resolves when they have or when `drainMs` has passed,
   * whichever comes first; then whatever is left is cut. While requests are under way the port stays
   * open (for at most half of `drainMs`): a new connection is answered rather than refused —
   * `/readyz` 503 "draining", a page with `Connection: close` — so a balancer's probe sees the
   * instance leave. Once nothing is under way (or that half has passed) it stops taking connections.
   */
  function drain() {
    draining = true;
    logger.info({ event: 'draining', inFlight: inFlight.size }, 'SIGTERM: finishing the requests under way');
    return new Promise((resolve) => {
      let finished = false;
      let closing = false;
      const finish = (timedOut) => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        clearTimeout(acceptTimer);
        clearInterval(idle);
        server.closeAllConnections();
        metricsServer.close();
        metricsServer.closeAllConnections();
        logger.info({ event: 'stopped', cutRequests: timedOut ? inFlight.size : 0 }, 'site server stopped');
        resolve({ timedOut });
      };
      const stopAccepting = () => {
        if (closing) return;
        closing = true;
        server.close(() => finish(false));
        server.closeIdleConnections();
      };
      const timer = setTimeout(() => finish(true), drainMs);
      const acceptTimer = setTimeout(stopAccepting, drainMs / 2);
      // Keep-alive connections between requests would hold close() open: shut them as they idle.
      const idle = setInterval(() => {
        server.closeIdleConnections();
        if (inFlight.size === 0) stopAccepting();
      }, 100);
      server.closeIdleConnections();
      if (inFlight.size === 0) stopAccepting();
    });
  }

  return { server, metricsServer, drain, isDraining: () => draining };
}
