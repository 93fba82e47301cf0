// `npm run test:postgres`: the sandbox's tests again, on a real PostgreSQL server instead of PGlite.
// Starts a throw-away server (scripts/lib/postgres.mjs) on TEST_POSTGRES_PORT (default 5433), runs
// `vitest --project sandbox [paths…]` (all of sandbox/, or only the paths given) with SANDBOX_TEST_DATABASE_URL pointing at it (each test file
// gets a database of its own, see sandbox/test-support/sandbox.ts), then stops it. Skipped, with the
// reason, only when PostgreSQL is not installed or cannot start; `.ci/run` installs it.
//
// `npm run test:vitest` (`--all`, the Vitest part of `npm test`): every Vitest test once, in one run
// that shares the workers: the site's (jsdom), the sandbox's on that PostgreSQL, and on PGlite the
// tests of PGlite itself (sandbox/db/) and those of scripts/, server/ and conformance/ (the
// sandbox-pglite project, vitest.config.mts). Without PostgreSQL every test runs on PGlite instead
// (`vitest run`, as `npm run test:unit`), with a warning: none is left out.
import { spawnSync } from 'node:child_process';
import { startPostgres } from './lib/postgres.mjs';
import { vitestRunArgs } from './lib/testPostgresArgs.mjs';

const all = process.argv[2] === '--all';
const args = process.argv.slice(all ? 3 : 2);
const vitest = (runArgs, env = process.env) =>
  spawnSync('npx', ['vitest', ...runArgs], { stdio: 'inherit', env }).status ?? 1;

const port = Number(process.env.TEST_POSTGRES_PORT ?? 5433);
const server = startPostgres({ port, name: 'sandbox-tests' });
if (server.skip) {
  if (!all) {
    console.warn(`[test:postgres] SKIPPED — the sandbox tests did not run on PostgreSQL: ${server.skip}`);
    process.exit(0);
  }
  console.warn(`[test:vitest] PostgreSQL unavailable (${server.skip}): the sandbox's tests run on PGlite`);
  process.exit(vitest(['run', ...args]));
}
const stop = () => server.stop();
process.on('SIGINT', () => (stop(), process.exit(130)));
process.on('SIGTERM', () => (stop(), process.exit(143)));

console.log(
  `[test:${all ? 'vitest' : 'postgres'}] PostgreSQL on 127.0.0.1:${port}; running the sandbox tests against it`,
);
const status = vitest(vitestRunArgs({ all, args }), {
  ...process.env,
  SANDBOX_TEST_DATABASE_URL: server.url,
});
stop();
process.exit(status);
