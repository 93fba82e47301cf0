import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { clubs } from './schema';
import { seedDatabase } from './seed';

const folder = mkdtempSync(path.join(os.tmpdir(), 'club-sandbox-db-'));
const dataDir = path.join(folder, 'pglite');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('openDatabase on disk', () => {
  // Two openings of an on-disk PGlite plus a full migration and seed: 17 s on a loaded 2-core
  // machine, so more room than the project's 20 s default.
  it(
    'keeps the data across a restart and refuses a second opener meanwhile',
    { timeout: 90_000 },
    async () => {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      try {
        await migrateDatabase(first);
        await seedDatabase(first.db, { publicUrl: 'http://127.0.0.1:4000', sitePort: 3000 });
        await expect(openLockedByAnotherProcess()).rejects.toThrow(/in use by process \d+/);
      } finally {
        await first.close();
      }

      const second = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const rows = await second.db.select({ count: sql<number>`count(*)::int` }).from(clubs);
        expect(rows[0]?.count).toBe(2);
      } finally {
        await second.close();
      }
    },
  );
});

/** Another live process holds the lock: simulate it by writing our parent's pid into the lock. */
async function openLockedByAnotherProcess() {
  writeFileSync(`${dataDir}.lock`, String(process.ppid));
  try {
    return await openDatabase({ kind: 'pglite', dataDir });
  } finally {
    writeFileSync(`${dataDir}.lock`, String(process.pid));
  }
}
