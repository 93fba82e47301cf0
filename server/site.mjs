#!/usr/bin/env node
// The site's server: Next.js's own request handler (the production build in .next), the same as
// `next start`, in a thin wrapper for what Next.js does not do (docs/site-server.md): a request id
// sent on to the club API, one JSON access-log line per request, Prometheus metrics on a loopback
// port, /healthz and /readyz, and a drain on SIGTERM. Responses stream as Next.js writes them.
//
//   node server/site.mjs -p 3000 [-H 127.0.0.1]
//
// SITE_METRICS_PORT: the metrics port (bound to 127.0.0.1; none without it).
// SITE_DRAIN_MS: how long SIGTERM waits for requests under way (10000).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import pino from 'pino';
import { createRouteTemplates, routePatternsOf } from './routeTemplates.mjs';
import { createSiteServer } from './siteServer.mjs';
import { PROBE_HEADER, PROBE_TOKEN_KEY } from './probe.mjs';

function option(name, short) {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === name || arg === short);
  return at === -1 ? undefined : args[at + 1];
}

const port = Number(option('--port', '-p') ?? process.env.PORT ?? 3000);
// Like `next start`: every interface unless told otherwise.
const hostname = option('--hostname', '-H');
const metricsPort = process.env.SITE_METRICS_PORT ? Number(process.env.SITE_METRICS_PORT) : null;
const drainMs = Number(process.env.SITE_DRAIN_MS ?? 10_000);

const logger = pino({
  base: { program: 'site' },
  level: process.env.LOG_LEVEL ?? 'info',
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

// `next start` serves in production mode whatever NODE_ENV says; so does this.
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');
// No `hostname` for Next: it would make Next build the address of its own rewrites from it
// instead of from the request, and a rewrite with a status (the 503 "site unavailable" and 400
// "invalid search" pages) would then be proxied to that address as an external URL (issue 29).
// Binding to an interface is the listener's business alone (server.listen below).
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();

// The readiness route (src/app/api/ready) answers only a caller holding this process's token.
const probeToken = randomBytes(32).toString('base64url');
globalThis[PROBE_TOKEN_KEY] = probeToken;

let listening = null;
/** Asks the app, over loopback, whether the site's configuration is valid and the club API answers. */
function readiness() {
  return new Promise((resolve) => {
    const address = listening?.address();
    if (!address || typeof address === 'string')
      return resolve({ ready: false, checks: { server: 'starting' } });
    const host = hostname && !['0.0.0.0', '::'].includes(hostname) ? hostname : '127.0.0.1';
    const request = http.get(
      {
        host,
        port: address.port,
        path: '/api/ready',
        headers: { [PROBE_HEADER]: probeToken },
        timeout: 5_000,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            resolve({ ready: response.statusCode === 200 && body.ready === true, checks: body.checks ?? {} });
          } catch {
            resolve({ ready: false, checks: { probe: `answered ${response.statusCode}` } });
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ ready: false, checks: { probe: 'failed' } }));
  });
}

await app.prepare();
const templateOf = createRouteTemplates(routePatternsOf(path.join(process.cwd(), '.next')));
const { server, metricsServer, drain } = createSiteServer({ handle, readiness, templateOf, logger, drainMs });
listening = server;

server.listen({ port, host: hostname }, () => {
  logger.info(
    { event: 'listening', host: hostname ?? '*', port },
    `ready on http://${hostname ?? 'localhost'}:${port}`,
  );
});
if (metricsPort !== null) {
  metricsServer.listen({ port: metricsPort, host: '127.0.0.1' }, () => {
    logger.info(
      { event: 'metrics_listening', port: metricsPort },
      `metrics on http://127.0.0.1:${metricsPort}/metrics`,
    );
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void drain().then(() => process.exit(0));
  });
}
