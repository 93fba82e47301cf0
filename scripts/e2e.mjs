// `npm run test:e2e`: build when needed, start fresh sandbox databases, run the Playwright journeys
// (e2e/, over HTTP), then the deployment checks behind a TLS proxy (e2e-https/), then the
// multi-instance journeys (e2e-multi/: PostgreSQL, two API and two site instances behind nginx).
// Paths among the arguments choose which of the runs; other arguments go to all.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
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
  { dir: 'e2e-multi', config: 'playwright.multi.config.ts', data: null },
].filter((run) => wants(run.dir));

let status = 0;
for (const run of runs) {
  if (run.data) rmSync(run.data, { recursive: true, force: true });
  const files = paths.filter((arg) => arg.startsWith(`${run.dir}/`));
  const result = spawnSync('npx', ['playwright', 'test', '-c', run.config, ...files, ...others], {
    stdio: 'inherit',
  });
  status ||= result.status ?? 1;
}
process.exit(status);
