import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX, SITE_PORT, messages } from './helpers';
import { loopbackGet } from './processSupport';

/**
 * The offline worker's update (issue 35, docs/offline.md): a visitor whose pages are controlled by
 * build A's worker gets build B's worker after a new deployment, and is not trapped on A.
 *
 * A deployment here is what a real one changes for the worker: another build (its own BUILD_ID) with
 * its own worker, built by scripts/build-sw.mjs from src/worker/sw.ts, served by another site process
 * on the same origin. Build B is build A's compiled site (copied, not rebuilt: a second `next build`
 * would take minutes on CI) with a new build id and the worker built for it. So B's pages and
 * hashed files are A's; what this does not cover is a deployment whose JavaScript changed.
 *
 * The two site processes sit behind a small proxy (the load balancer): the browser only ever sees
 * the proxy's origin, and the deployment switches the proxy from A's process to B's. The proxy
 * gives the site the club's host as the e2e API knows it (`skyline.localhost:<site port>`).
 */
test.use({ serviceWorkers: 'allow' });

const PROXY_PORT = SITE_PORT + 66;
const PORT_A = SITE_PORT + 67;
const PORT_B = SITE_PORT + 68;
const ORIGIN = `http://skyline.localhost:${PROXY_PORT}`;
const CLUB_HOST = `skyline.localhost:${SITE_PORT}`;
const DIST_A = process.env.NEXT_DIST_DIR || '.next';
const WORK = `.data/offline-update-${SITE_PORT}`;
const DIST_B = path.join(WORK, 'next-b');
const OFFLINE_PAGE_CACHE = 'offline-page-v1';

let proxy: http.Server;
/** The site process the proxy sends requests to: the live deployment. */
let live = PORT_A;
const sites: ChildProcess[] = [];

/** Build B: A's compiled site, copied, with its own build id and a worker built for it. */
function buildB(): string {
  rmSync(WORK, { recursive: true, force: true });
  // A real copy (not hard links: the site process writes into its build folder), without A's
  // build cache and worker.
  mkdirSync(DIST_B, { recursive: true });
  for (const entry of readdirSync(DIST_A)) {
    if (entry !== 'cache' && entry !== 'sw.js')
      cpSync(path.join(DIST_A, entry), path.join(DIST_B, entry), { recursive: true });
  }
  const id = `${readFileSync(path.join(DIST_A, 'BUILD_ID'), 'utf8').trim()}-b${Date.now().toString(36)}`;
  writeFileSync(path.join(DIST_B, 'BUILD_ID'), id);
  const worker = spawnSync('node', ['scripts/build-sw.mjs'], {
    env: { ...process.env, NEXT_DIST_DIR: DIST_B },
    stdio: 'inherit',
  });
  expect(worker.status).toBe(0);
  expect(existsSync(path.join(DIST_B, 'sw.js'))).toBe(true);
  return id;
}

async function startSite(port: number, distDir: string) {
  const child = spawn('node', ['server/site.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      API_BASE_URL: SANDBOX,
      CLUB_API_KEY: 'sandbox-demo-key',
      SITE_METRICS_PORT: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, stopped whole.
    detached: true,
  });
  sites.push(child);
  await expect
    .poll(
      () =>
        loopbackGet(port, '/api/health').then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
  return child;
}

function stop(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  return exited;
}

/** The load balancer: every request to the live site process, with the club's host. */
function startProxy(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: live,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: CLUB_HOST },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)));
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  proxy = await startProxy();
  await startSite(PORT_A, DIST_A);
});

test.afterAll(async () => {
  await Promise.all(sites.map(stop));
  await new Promise((resolve) => proxy?.close(resolve));
  rmSync(WORK, { recursive: true, force: true });
});

async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 30_000,
  });
}

/** The build id the worker controlling the page came with. */
function workerBuild(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller!.postMessage({ type: 'GET_BUILD_ID' }, [channel.port2]);
      }),
  );
}

/** When the worker's copy of the English offline page was served (its Date header), in ms. */
function offlinePageServedAt(page: Page): Promise<number> {
  return page.evaluate(async (name) => {
    const copy = await (await caches.open(name)).match('/en/offline');
    return copy ? Date.parse(copy.headers.get('date') ?? '') : 0;
  }, OFFLINE_PAGE_CACHE);
}

test('a new deployment’s worker takes over open pages, and nobody is left on the old build', async ({
  context,
}) => {
  test.setTimeout(300_000);
  const buildA = readFileSync(path.join(DIST_A, 'BUILD_ID'), 'utf8').trim();
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/en`);
  await controlledByWorker(page);
  expect(await workerBuild(page)).toBe(buildA);
  // A second tab on build A, which stays open and is never reloaded.
  const other = await context.newPage();
  await other.goto(`${ORIGIN}/en/hotels`);
  await controlledByWorker(other);
  expect(await workerBuild(other)).toBe(buildA);
  await expect.poll(() => offlinePageServedAt(page)).toBeGreaterThan(0);

  // The deployment: build B's process starts, the proxy sends every request to it, A's stops.
  const idB = buildB();
  expect(idB).not.toBe(buildA);
  await startSite(PORT_B, DIST_B);
  const deployedAt = Date.now();
  live = PORT_B;
  await stop(sites[0]);

  // A visit checks for a new worker: B's installs, takes over at once and controls this page …
  await page.reload();
  await expect.poll(() => workerBuild(page), { timeout: 30_000 }).toBe(idB);
  // … with nothing left waiting behind it, and the other tab too, without a reload.
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
  ).toBeNull();
  await expect.poll(() => workerBuild(other), { timeout: 30_000 }).toBe(idB);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // B's worker kept the offline page from B's deployment when it installed (second precision).
  await expect.poll(() => offlinePageServedAt(page)).toBeGreaterThanOrEqual(deployedAt - 1000);
  // Offline, a page that needs the network shows that page and its dialog, from B's worker.
  await context.setOffline(true);
  await page.goto(`${ORIGIN}/en/contact-us`);
  await expect(page.getByRole('dialog', { name: messages.en.Offline.title })).toBeVisible();
  await context.setOffline(false);
  // Back online, the page comes from B's process again.
  await page.goto(`${ORIGIN}/en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await workerBuild(page)).toBe(idB);
});
