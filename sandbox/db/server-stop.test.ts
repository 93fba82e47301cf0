import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { readEnvelope, startTestSandbox, type TestSandbox } from '../test-support/sandbox';

// The PostgreSQL run (`npm run test:postgres`) only: a PostgreSQL server of this test's own, stopped
// under a running API, as an operator's database server goes down. (On PGlite, routes/health/routes.test.ts closes
// the embedded database instead.) Its port is the run's server's plus one.
const runUrl = process.env.SANDBOX_TEST_DATABASE_URL;

describe.runIf(runUrl)('/readyz on PostgreSQL', () => {
  let server: ReturnType<typeof startPostgres> | undefined;
  let sandbox: TestSandbox | undefined;
  afterAll(async () => {
    // The server is gone: closing drops nothing there, only the client's connections.
    await sandbox?.close().catch(() => {});
    if (server && 'stop' in server) server.stop();
  });

  it('turns 503 "database unreachable" when the database server stops, /healthz stays 200', async () => {
    server = startPostgres({ port: Number(new URL(runUrl!).port) + 1, name: 'readyz' });
    if ('skip' in server) throw new Error(`PostgreSQL did not start for this test: ${server.skip}`);
    const previous = process.env.SANDBOX_TEST_DATABASE_URL;
    process.env.SANDBOX_TEST_DATABASE_URL = server.url;
    try {
      sandbox = await startTestSandbox();
    } finally {
      process.env.SANDBOX_TEST_DATABASE_URL = previous;
    }
    const bare = (path: string) => sandbox!.call(path, { apikey: null, club: null });
    expect((await bare('/readyz')).status).toBe(200);

    server.stop();
    const ready = await bare('/readyz');
    expect(ready.status).toBe(503);
    expect((await readEnvelope(ready)).data).toMatchObject({
      ready: false,
      reason: 'database unreachable',
    });
    expect((await bare('/healthz')).status).toBe(200);
  }, 60_000);
});
