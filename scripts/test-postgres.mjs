// `npm run test:postgres`: the sandbox's tests again, on a real PostgreSQL server instead of PGlite.
// Starts a throw-away server (scripts/lib/postgres.mjs) on TEST_POSTGRES_PORT (default 5433), runs
// `vitest --project sandbox sandbox` with SANDBOX_TEST_DATABASE_URL pointing at it (each test file
// gets a database of its own, see sandbox/test-support/sandbox.ts), then stops it. Skipped, with the
// reason, only when PostgreSQL is not installed or cannot start; `.ci/run` installs it.
import { spawnSync } from 'node:child_process';
import { startPostgres } from './lib/postgres.mjs';

const port = Number(process.env.TEST_POSTGRES_PORT ?? 5433);
const server = startPostgres({ port, name: 'sandbox-tests' });
if (server.skip) {
  console.warn(`[test:postgres] SKIPPED — the sandbox tests did not run on PostgreSQL: ${server.skip}`);
  process.exit(0);
}
const stop = () => server.stop();
process.on('SIGINT', () => (stop(), process.exit(130)));
process.on('SIGTERM', () => (stop(), process.exit(143)));

console.log(`[test:postgres] PostgreSQL on 127.0.0.1:${port}; running the sandbox tests against it`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'sandbox', 'sandbox', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, SANDBOX_TEST_DATABASE_URL: server.url },
  },
);
stop();
process.exit(result.status ?? 1);
