import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import type { Lifecycle } from '../../lib/context';
import { aSilentLogger, readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { checkDatabase } from './readiness';

const lifecycle: Lifecycle = { draining: false };
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { lifecycle } });
});
afterAll(() => sandbox.close());

const bare = (path: string) => sandbox.call(path, { apikey: null, club: null });

describe('/healthz and /readyz', () => {
  it('answer without any header: alive, and ready after a database round trip', async () => {
    const live = await bare('/healthz');
    expect(live.status).toBe(200);
    expect((await readEnvelope(live)).data).toEqual({ ok: true });
    const ready = await bare('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect((await readEnvelope(ready)).data).toEqual({ ready: true, checks: { database: 'ok' } });
    expect((await bare('/health')).status).toBe(200);
  });

  it('turn /readyz to 503 while the server drains, /healthz stays 200', async () => {
    lifecycle.draining = true;
    try {
      const ready = await bare('/readyz');
      expect(ready.status).toBe(503);
      expect((await readEnvelope(ready)).data).toMatchObject({ ready: false, reason: 'draining' });
      expect((await bare('/healthz')).status).toBe(200);
    } finally {
      lifecycle.draining = false;
    }
  });

  it('turn /readyz to 503 with a reason when the database stops, and say so in the log', async () => {
    const logger = aSilentLogger();
    const stopped = await startTestSandbox({ logger });
    expect((await stopped.call('/readyz')).status).toBe(200);
    await stopped.database.close();

    const ready = await stopped.call('/readyz');
    expect(ready.status).toBe(503);
    const body = await readEnvelope(ready);
    expect(body).toMatchObject({
      statusCode: 503,
      message: 'The database is unreachable',
      data: { ready: false, reason: 'database unreachable', checks: { database: 'error' } },
    });
    expect((await stopped.call('/healthz')).status).toBe(200);
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(String(logger.warn.mock.calls[0]?.[0])).toMatch(/database unreachable/);
  });
});

describe('checkDatabase', () => {
  it('gives up after its timeout when the database does not answer', async () => {
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Database;
    const started = Date.now();
    expect(await checkDatabase(hanging, 50)).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
