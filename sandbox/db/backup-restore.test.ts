import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock } from '../test-support/auth';
import { aFareSource, aPendingBooking } from '../test-support/bookings';
import { TEST_NOW } from '../test-support/flight-search';
import { startTestSandbox, type TestSandbox } from '../test-support/sandbox';
import { openDatabase, type Database, type DatabaseHandle } from './client';
import { bookings, consoleUsers, users } from './schema';

/**
 * docs/backup-restore.md, tried once: bookings made through the API, a backup, a fresh database
 * restored from it, and the bookings are there. On the embedded database with PGlite's own
 * dump/load (what the documented folder copy amounts to); on PostgreSQL with pg_dump -Fc and
 * pg_restore when the run has a server (`npm run test:postgres`) and the binaries.
 */

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
let references: string[];
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  const source = await aFareSource(sandbox, clock);
  const made = [await aPendingBooking(sandbox, source), await aPendingBooking(sandbox, source)];
  references = made.map((booking) => booking.bookingId).sort();
});
afterAll(() => sandbox.close());

/** What must survive: the bookings (id and status), the accounts and the console accounts. */
async function contentsOf(db: Database) {
  const rows = await db
    .select({ id: bookings.id, status: bookings.status, clubId: bookings.clubId })
    .from(bookings)
    .orderBy(asc(bookings.id));
  const [people] = await db.select({ n: count() }).from(users);
  const [operators] = await db.select({ n: count() }).from(consoleUsers);
  return { bookings: rows, users: people?.n, consoleUsers: operators?.n };
}

const hasBinaries = (...names: string[]) =>
  names.every((name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0);

describe('backup and restore', () => {
  it('restores the embedded database from its dump, bookings included', async () => {
    const handle: DatabaseHandle = sandbox.database;
    if (handle.driver !== 'pglite') return; // the PostgreSQL run checks pg_dump below
    const before = await contentsOf(handle.db);
    expect(before.bookings.map((row) => row.id)).toEqual(references);

    const dump = await handle.client.dumpDataDir('gzip');
    const restored = await openDatabase({ kind: 'memory', loadDataDir: dump });
    try {
      expect(await contentsOf(restored.db)).toEqual(before);
      const [one] = await restored.db.select().from(bookings).where(eq(bookings.id, references[0]!));
      expect(one?.status).toBe(before.bookings[0]?.status);
    } finally {
      await restored.close();
    }
  });

  it.runIf(process.env.SANDBOX_TEST_DATABASE_URL && hasBinaries('pg_dump', 'pg_restore'))(
    'restores PostgreSQL from pg_dump -Fc into a fresh database with pg_restore, bookings included',
    async () => {
      const handle = sandbox.database;
      if (handle.driver !== 'postgres') throw new Error('expected the PostgreSQL run');
      const before = await contentsOf(handle.db);
      expect(before.bookings.map((row) => row.id)).toEqual(references);

      const server = new URL(process.env.SANDBOX_TEST_DATABASE_URL!);
      const [row] = await handle.client<{ name: string }[]>`select current_database() as name`;
      const name = row!.name;
      const source = new URL(server);
      source.pathname = `/${name}`;
      const target = new URL(server);
      target.pathname = `/restore_${randomBytes(6).toString('hex')}`;
      const dir = mkdtempSync(path.join(tmpdir(), 'backup-'));
      const file = path.join(dir, 'club.dump');
      const admin = postgres(server.toString(), { max: 1, onnotice: () => {} });
      try {
        const dump = spawnSync('pg_dump', ['-Fc', '--no-owner', '-f', file, source.toString()], {
          encoding: 'utf8',
        });
        expect(dump.status, dump.stderr).toBe(0);
        expect(statSync(file).size).toBeGreaterThan(0);
        await admin.unsafe(`CREATE DATABASE "${target.pathname.slice(1)}"`);
        const restore = spawnSync(
          'pg_restore',
          ['--no-owner', '--exit-on-error', '-d', target.toString(), file],
          { encoding: 'utf8' },
        );
        expect(restore.status, restore.stderr).toBe(0);
        const restored = await openDatabase({ kind: 'postgres', url: target.toString() });
        try {
          expect(await contentsOf(restored.db)).toEqual(before);
        } finally {
          await restored.close();
        }
      } finally {
        await admin.unsafe(`DROP DATABASE IF EXISTS "${target.pathname.slice(1)}" WITH (FORCE)`);
        await admin.end({ timeout: 5 });
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
