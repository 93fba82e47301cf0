import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { SITE_PORT } from './helpers';
import { e2eMailPorts } from './mail';
import { collectJsonLines, loopbackGet as get } from './processSupport';

// The site server's operations (docs/site-server.md): a site instance of the same build, bound with
// `-H 127.0.0.1` (the case docs/deploy.md describes), in front of an API instance of its own (so the
// test reads both logs), with a recorder between the two that notes what the site sends.

const OWN_PORT = SITE_PORT + 60;
const METRICS_PORT = SITE_PORT + 61;
const RECORDER_PORT = SITE_PORT + 62;
const API_PORT = SITE_PORT + 63;
const SANDBOX = `http://127.0.0.1:${API_PORT}`;
const API_DATA = `.data/site-ops-${API_PORT}`;
const CLUB_HOST = `skyline.localhost:${SITE_PORT}`;

type Seen = { path: string; requestId: string | undefined };

/** A pass-through to the sandbox that notes each call's path and X-Request-Id (and can go down). */
function startRecorder() {
  const seen: Seen[] = [];
  const api = new URL(SANDBOX);
  const server = http.createServer((req, res) => {
    seen.push({ path: req.url ?? '', requestId: req.headers['x-request-id'] as string | undefined });
    const upstream = http.request(
      { host: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.listen(RECORDER_PORT, '127.0.0.1');
  return { server, seen };
}

let site: ChildProcess;
let api: ChildProcess;
let recorder: ReturnType<typeof startRecorder>;
const logLines: Record<string, unknown>[] = [];
const apiLines: Record<string, unknown>[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(API_DATA, { recursive: true, force: true });
  api = spawn('npx', ['tsx', 'sandbox/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SANDBOX_PORT: String(API_PORT),
      SANDBOX_PUBLIC_URL: SANDBOX,
      SANDBOX_DATA_DIR: API_DATA,
      SANDBOX_SITE_PORT: String(SITE_PORT),
      SANDBOX_API_KEY: 'sandbox-demo-key',
      SMTP_URL: `smtp://127.0.0.1:${e2eMailPorts().smtpPort}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group: npx, tsx and the server all stop together (afterAll).
    detached: true,
  });
  collectJsonLines(api, apiLines);
  recorder = startRecorder();
  await once(recorder.server, 'listening');
  site = spawn('node', ['server/site.mjs', '-p', String(OWN_PORT), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      API_BASE_URL: `http://127.0.0.1:${RECORDER_PORT}`,
      PUBLIC_API_BASE_URL: SANDBOX,
      CLUB_API_KEY: 'sandbox-demo-key',
      SITE_METRICS_PORT: String(METRICS_PORT),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  collectJsonLines(site, logLines);
  await expect
    .poll(
      () =>
        get(API_PORT, '/health').then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
  await expect
    .poll(
      () =>
        get(OWN_PORT, '/healthz').then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (site.exitCode === null && site.signalCode === null) {
    site.kill('SIGKILL');
    await once(site, 'exit');
  }
  if (api.exitCode === null && api.signalCode === null) {
    const exited = once(api, 'exit');
    process.kill(-api.pid!, 'SIGTERM');
    await exited;
  }
  rmSync(API_DATA, { recursive: true, force: true });
  recorder.server.closeAllConnections();
  recorder.server.close();
});

test('a request id from the proxy is kept, logged with the club and route, and sent to the club API', async () => {
  const answer = await get(OWN_PORT, '/en', { Host: CLUB_HOST, 'X-Request-Id': 'e2e-trace-0001' });
  expect(answer.status).toBe(200);
  expect(answer.headers['x-request-id']).toBe('e2e-trace-0001');
  // A fresh process looks the club up: that call carries the id.
  expect(recorder.seen).toContainEqual({
    path: `/whitelabel/config?domain=${encodeURIComponent(CLUB_HOST)}`,
    requestId: 'e2e-trace-0001',
  });
  await expect
    .poll(() => logLines.find((line) => line.event === 'request' && line.requestId === 'e2e-trace-0001'))
    .toMatchObject({ method: 'GET', route: '/[locale]', status: 200, clubId: 101, clubHost: CLUB_HOST });
  // The API logs the same id on its own access line.
  await expect
    .poll(() => apiLines.find((line) => line.msg === 'request' && line.requestId === 'e2e-trace-0001'))
    .toBeTruthy();

  // A malformed id is replaced by the site's own, which the API gets instead.
  const replaced = await get(OWN_PORT, '/en/about-us', { Host: CLUB_HOST, 'X-Request-Id': 'bad id' });
  const own = replaced.headers['x-request-id'] as string;
  expect(own).toMatch(/^[0-9a-f-]{36}$/);
  expect(recorder.seen).toContainEqual({ path: '/cms/page/about-us', requestId: own });
});

test('bound to 127.0.0.1, the "site unavailable" and "invalid search" pages keep their status (no 500)', async () => {
  const unknown = await get(OWN_PORT, '/en', { Host: 'nobody.localhost' });
  expect(unknown.status).toBe(503);
  expect(unknown.body).toContain('<html');
  const invalid = await get(OWN_PORT, '/en/flights?from=XXX', { Host: CLUB_HOST });
  expect(invalid.status).toBe(400);
});

test('metrics on the loopback port; readiness follows the club API', async () => {
  const metrics = await get(METRICS_PORT, '/metrics');
  expect(metrics.status).toBe(200);
  expect(metrics.body).toMatch(
    /site_http_request_duration_seconds_count\{method="GET",route="\/\[locale\]",status="200"\}/,
  );
  expect(metrics.body).toMatch(/site_club_config_cache_total\{result="miss"\} [1-9]/);
  expect(metrics.body).toContain('nodejs_eventloop_lag_seconds');

  expect((await get(OWN_PORT, '/readyz')).status).toBe(200);
  recorder.server.close();
  recorder.server.closeAllConnections();
  const down = await get(OWN_PORT, '/readyz');
  expect(down.status).toBe(503);
  expect(JSON.parse(down.body)).toMatchObject({ status: 'unready', checks: { api: 'unreachable' } });
  // And the log says so (once a minute, not per request).
  await expect.poll(() => logLines.filter((line) => line.event === 'club_api_unreachable').length).toBe(1);
  await get(OWN_PORT, '/readyz');
  expect(logLines.filter((line) => line.event === 'club_api_unreachable')).toHaveLength(1);
});

test('SIGTERM: the server stops cleanly within 10 seconds', async () => {
  const started = Date.now();
  site.kill('SIGTERM');
  const [code] = (await once(site, 'exit')) as [number | null];
  expect(code).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(logLines.some((line) => line.event === 'stopped')).toBe(true);
});
