#!/usr/bin/env node
// Runs both programs the way their images' final stages would, without Docker: for each of
// docker/api.Dockerfile and docker/site.Dockerfile it lays out, in a temporary folder outside the
// repository (so Node cannot find the repository's node_modules by walking up), exactly what the
// final stage's COPY lines put in /app — the production node_modules being hard links of the
// packages package-lock.json marks neither `dev` nor `devOptional` (what `npm ci --omit=dev` and
// scripts/prune-dev-optional.mjs leave, without installing anything) — then starts each program from there with the image's CMD and checks its
// health route and a demo page. Needs a build (`npm run build`). Ports 3651 (site) and 4651 (API),
// or SIM_SITE_PORT / SIM_API_PORT.
//
//   node scripts/simulate-runtime-image.mjs
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copiesOf, readDockerfile } from './lib/dockerfile.mjs';

const repo = process.cwd();
const sitePort = Number(process.env.SIM_SITE_PORT ?? 3651);
const apiPort = Number(process.env.SIM_API_PORT ?? 4651);
const lock = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8'));

/** Hard links (same file system) of every top-level package the image's prod-deps stage keeps. */
function productionModules(target) {
  let count = 0;
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (!key.startsWith('node_modules/') || key.slice(13).includes('node_modules/')) continue;
    if (entry.dev || entry.devOptional) continue;
    const source = path.join(repo, key);
    if (!existsSync(source)) continue; // an optional package for another platform
    mkdirSync(path.dirname(path.join(target, key)), { recursive: true });
    spawnSync('cp', ['-al', source, path.join(target, key)]);
    count += 1;
  }
  // Package binaries' links are not needed: the images start `node` directly.
  return count;
}

/** The ignore rules of a Dockerfile's context, as simple path tests (what our files use). */
function ignoreRules(dockerfile) {
  const file = `${dockerfile}.dockerignore`;
  const patterns = readFileSync(path.join(repo, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
  return (relative) =>
    patterns.some((pattern) =>
      pattern.startsWith('**/*')
        ? relative.endsWith(pattern.slice(4))
        : relative === pattern || relative.startsWith(`${pattern}/`),
    );
}

/** The final stage's /app, laid out in `dir`. */
function layOut(dockerfile, dir) {
  const { stages } = readDockerfile(path.join(repo, dockerfile));
  const ignored = ignoreRules(dockerfile);
  for (const copy of copiesOf(stages.at(-1))) {
    for (const source of copy.sources) {
      if (copy.from === 'prod-deps') {
        console.log(`  node_modules: ${productionModules(dir)} production packages`);
        continue;
      }
      if (!source.startsWith('/app/') && copy.from !== null) continue; // e.g. the check stage's marker
      const relative = source.replace(/^\/app\//, '');
      const destination =
        copy.sources.length > 1 || copy.destination.endsWith('/')
          ? path.join(dir, path.basename(relative))
          : path.join(dir, copy.destination.replace(/^\.\//, ''));
      cpSync(path.join(repo, relative), destination, {
        recursive: true,
        // The build stage removes .next/cache; the context leaves out what its ignore file names.
        filter: (file) => {
          const inRepo = path.relative(repo, file);
          if (inRepo === path.join('.next', 'cache') || inRepo.startsWith(`${path.join('.next', 'cache')}/`))
            return false;
          return copy.from !== null || !ignored(inRepo);
        },
      });
    }
  }
  const cmd = JSON.parse(
    stages
      .at(-1)
      .instructions.filter((i) => i.op === 'CMD')
      .at(-1).value,
  );
  return cmd;
}

function get(port, pathname, host) {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: host ? { host } : {}, timeout: 20_000 },
      (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      },
    );
    request.on('error', () => resolve({ status: 0, body: '' }));
    request.on('timeout', () => request.destroy());
  });
}

async function waitFor(port, paths, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    for (const candidate of paths) {
      const answer = await get(port, candidate);
      if (answer.status === 200) return candidate;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}

const children = [];
const dirs = [];
function start(name, cmd, cwd, env) {
  const child = spawn(cmd[0], cmd.slice(1), {
    cwd,
    env: { PATH: process.env.PATH, HOME: tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  child.stdout.on('data', (chunk) => log.push(chunk.toString()));
  child.stderr.on('data', (chunk) => log.push(chunk.toString()));
  children.push(child);
  return log;
}

let failed = false;
try {
  // Not under /tmp or the repository: no folder above may hold a node_modules Node would find.
  const base = process.env.SIM_DIR ?? '/var/tmp';
  const apiDir = mkdtempSync(path.join(base, 'sim-api-image-'));
  const siteDir = mkdtempSync(path.join(base, 'sim-site-image-'));
  for (const dir of [apiDir, siteDir]) {
    for (let up = path.dirname(dir); up !== path.dirname(up); up = path.dirname(up)) {
      if (existsSync(path.join(up, 'node_modules')))
        throw new Error(`${up}/node_modules would be found from ${dir}`);
    }
  }
  dirs.push(apiDir, siteDir);
  console.log(`API image's /app in ${apiDir}`);
  const apiCmd = layOut('docker/api.Dockerfile', apiDir);
  console.log(`site image's /app in ${siteDir}`);
  const siteCmd = layOut('docker/site.Dockerfile', siteDir);
  for (const dir of [apiDir, siteDir]) {
    for (const forbidden of ['vitest', 'sass', '@playwright/test', 'eslint', 'typescript', 'maildev']) {
      if (existsSync(path.join(dir, 'node_modules', forbidden)))
        throw new Error(`${forbidden} is in ${dir}/node_modules`);
    }
  }

  const apiLog = start('api', apiCmd, apiDir, {
    NODE_ENV: 'development',
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PORT: String(apiPort),
    SANDBOX_SITE_PORT: String(sitePort),
    SANDBOX_PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    SANDBOX_DATA_DIR: path.join(apiDir, 'data'),
  });
  const apiHealth = await waitFor(apiPort, ['/healthz', '/health'], 120);
  if (!apiHealth) throw new Error(`the API did not become healthy:\n${apiLog.join('').slice(-3000)}`);
  console.log(`API (only production packages): ${apiHealth} answers 200`);

  const siteLog = start('site', [...siteCmd, '-p', String(sitePort)], siteDir, {
    NODE_ENV: 'production',
    API_BASE_URL: `http://127.0.0.1:${apiPort}`,
    CLUB_API_KEY: 'sandbox-demo-key',
    TRUSTED_PROXY_HOPS: '0',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  const siteHealth = await waitFor(sitePort, ['/healthz', '/api/health'], 120);
  if (!siteHealth) throw new Error(`the site did not become healthy:\n${siteLog.join('').slice(-3000)}`);
  console.log(`site (only production packages): ${siteHealth} answers 200`);
  for (const [pathname, expected] of [
    ['/en', 'Skyline Travel'],
    ['/ar/about-us', 'Skyline'],
  ]) {
    const page = await get(sitePort, pathname, `skyline.localhost:${sitePort}`);
    if (page.status !== 200 || !page.body.includes(expected)) {
      throw new Error(`${pathname} answered ${page.status}:\n${siteLog.join('').slice(-3000)}`);
    }
    console.log(`site: ${pathname} on skyline.localhost answers 200 with "${expected}"`);
  }
  const flag = await get(sitePort, '/api/flags/ae', `skyline.localhost:${sitePort}`);
  console.log(`site: /api/flags/ae (flag-icons read from node_modules) answers ${flag.status}`);
  if (flag.status !== 200) throw new Error('the flag route failed: flag-icons missing from the image?');
} catch (error) {
  failed = true;
  console.error(`FAILED: ${error.message}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
