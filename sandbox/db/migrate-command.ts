/**
 * `npm run db:migrate`: applies the pending migrations to the PGlite folder or DATABASE_URL and
 * nothing else (no reference data, no demo). Safe to run before every deployment; the API does the
 * same at start-up, holding the start-up lock.
 */
import { loadEnvOrExit } from '../env';
import { openDatabase } from './client';
import { migrateDatabase, withStartupLock } from './migrate';

async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const handle = await openDatabase(env.database);
  try {
    await withStartupLock(handle, () => migrateDatabase(handle));
    const where = env.database.kind === 'postgres' ? 'DATABASE_URL' : env.database.dataDir;
    console.log(`Migrations applied (${where}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
