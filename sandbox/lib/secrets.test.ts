import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { logIn } from '../test-support/auth';
import { TEST_CONFIG, startTestSandbox } from '../test-support/sandbox';
import { resolveSecrets } from './secrets';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Opens a PGlite folder like the server does, migrates it and resolves the unset secrets. */
async function secretsOf(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateDatabase(database);
    return await resolveSecrets(database.db, { jwtSecret: null, altchaHmacKey: null });
  } finally {
    await database.close();
  }
}

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-secrets-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
}

describe('stored secrets', () => {
  it('are random per data folder and survive a restart', { timeout: 240_000 }, async () => {
    const firstDir = freshDataDir();
    const first = await secretsOf(firstDir);
    const second = await secretsOf(freshDataDir());
    expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.altchaHmacKey).toMatch(/^[0-9a-f]{64}$/);
    expect(first.jwtSecret).not.toBe(first.altchaHmacKey);
    expect(second.jwtSecret).not.toBe(first.jwtSecret);
    expect(second.altchaHmacKey).not.toBe(first.altchaHmacKey);
    // A restart over the same folder keeps them: sessions and pending captchas stay valid.
    expect(await secretsOf(firstDir)).toEqual(first);
  });

  it('leave configured secrets alone', async () => {
    const sandbox = await startTestSandbox();
    try {
      const configured = { jwtSecret: 'j'.repeat(32), altchaHmacKey: 'h'.repeat(32) };
      expect(await resolveSecrets(sandbox.database.db, configured)).toEqual(configured);
    } finally {
      await sandbox.close();
    }
  });

  it('refuse a token signed with the secret once derived from the public API key', async () => {
    const sandbox = await startTestSandbox();
    try {
      const { token, user } = await logIn(sandbox, 'customer@skyline.test');
      const own = await sandbox.call(`/user/customer/${user.id}`, { token });
      expect(own.status).toBe(200);

      // Before, anyone holding the publishable key could compute the signing key like this.
      const derived = createHash('sha256').update(`club-sandbox:jwt:${TEST_CONFIG.apiKey}`).digest('hex');
      const forged = await new SignJWT(decodeJwt(token))
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(derived));
      const response = await sandbox.call(`/user/customer/${user.id}`, { token: forged });
      expect(response.status).toBe(401);
    } finally {
      await sandbox.close();
    }
  });
});
