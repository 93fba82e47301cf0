// `npm run test:e2e`: build when needed, start fresh sandbox databases, then the Playwright runs, all
// over that one build: the journeys (e2e/, over HTTP), then the deployment checks behind a TLS proxy
// (e2e-https/, on the same ports, so after e2e/), and meanwhile, side by side with those two, the
// multi-instance journeys (e2e-multi/: PostgreSQL, two API and two site instances behind nginx, on
// ports of their own; their output lines start with "[e2e-multi]"). Set E2E_SERIAL=1 to run the
// three one after another. Paths among the arguments choose which of the runs; other arguments go
// to all. Exits non-zero when any run failed.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { buildIfNeeded } from './lib/build.mjs';
import { demoEnv } from './lib/demoEnv.mjs';

buildIfNeeded({ ...demoEnv(), NODE_ENV: 'production' });
const sandboxPort = process.env.E2E_SANDBOX_PORT ?? 4100;
const args = process.argv.slice(2);
const paths = args.filter((arg) => /(^|\/)e2e(-https|-multi)?\//.test(arg));
const wants = (dir) => paths.length === 0 || paths.some((arg) => arg.startsWith(`${dir}/`));
const others = args.filter((arg) => !paths.includes(arg));

const runs = [
  { dir: 'e2e', config: 'playwright.config.ts', data: `.data/e2e-${sandboxPort}` },
  { dir: 'e2e-https', config: 'playwright.https.config.ts', data: `.data/e2e-https-${sandboxPort}` },
  // Its data lives in a throw-away PostgreSQL the spec starts and removes.
  { dir: 'e2e-multi', config: 'playwright.multi.config.ts', data: null, ownPorts: true },
].filter((run) => wants(run.dir));

/** Runs one Playwright run; resolves with its exit status. Lines get `prefix` when it is given. */
function play(run, prefix) {
  if (run.data) rmSync(run.data, { recursive: true, force: true });
  const files = paths.filter((arg) => arg.startsWith(`${run.dir}/`));
  const child = spawn('npx', ['playwright', 'test', '-c', run.config, ...files, ...others], {
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (prefix)
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      createInterface({ input: from }).on('line', (line) => to.write(`${prefix} ${line}\n`));
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function inTurn(list) {
  let status = 0;
  for (const run of list) {
    const result = await play(run); // each runs, whatever the one before did
    status ||= result;
  }
  return status;
}

// The multi-instance run shares nothing with the other two (ports, data, servers): on CI's two cores
// it fills the time the single-browser runs spend waiting on their servers.
const serial = process.env.E2E_SERIAL === '1';
const aside = serial ? [] : runs.filter((run) => run.ownPorts);
const main = runs.filter((run) => !aside.includes(run));
const statuses = await Promise.all([inTurn(main), ...aside.map((run) => play(run, `[${run.dir}]`))]);
process.exit(statuses.find((status) => status !== 0) ?? 0);
