import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;

/** What repositories use: the query builder common to both drivers. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  /** `loadDataDir`: start from a dump (`PGlite.dumpDataDir`) instead of running initdb. */
  | { kind: 'memory'; loadDataDir?: Blob }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string };

export type DatabaseHandle = (
  | { driver: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite }
  | { driver: 'postgres'; db: PostgresJsDatabase<Schema>; client: postgres.Sql }
) & { close(): Promise<void> };

/**
 * Opens the sandbox database: an in-memory PGlite (tests), a PGlite folder on disk (default), or a
 * real PostgreSQL server. The caller migrates and seeds.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const client = postgres(target.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    return { driver: 'postgres', db, client, close: () => client.end({ timeout: 5 }) };
  }

  let releaseLock = () => {};
  let client: PGlite;
  if (target.kind === 'pglite') {
    const dataDir = path.resolve(target.dataDir);
    releaseLock = lockDataDir(dataDir);
    try {
      mkdirSync(dataDir, { recursive: true });
      client = new PGlite(dataDir);
      await client.waitReady;
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = new PGlite({ loadDataDir: target.loadDataDir });
    await client.waitReady;
  }
  const db = drizzlePglite(client, { schema });
  return {
    driver: 'pglite',
    db,
    client,
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * PGlite is single-process: a second process opening the same folder corrupts it. A sibling lock
 * file holding the owner's pid stops that (e.g. `npm run db:reset` while the sandbox runs); a lock
 * left by a process that no longer exists is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lockFile, 'utf8').trim());
    if (owner && owner !== process.pid && isProcessAlive(owner)) {
      throw new Error(
        `The sandbox database at ${dataDir} is in use by process ${owner}. ` +
          'Stop that process first, or set SANDBOX_DATA_DIR to another folder.',
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
