// `npm run test:e2e`: build when needed, start a fresh sandbox database, run the Playwright journeys.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './lib/build.mjs';
import { demoEnv } from './lib/demoEnv.mjs';

buildIfNeeded({ ...demoEnv(), NODE_ENV: 'production' });
rmSync(`.data/e2e-${process.env.E2E_SANDBOX_PORT ?? 4100}`, { recursive: true, force: true });
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
