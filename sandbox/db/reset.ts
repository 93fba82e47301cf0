/**
 * `npm run db:reset`: drops every sandbox table (PGlite folder or DATABASE_URL), re-applies the
 * migrations and writes the demo data again. Stop the sandbox first when it uses PGlite.
 */
import { sql } from 'drizzle-orm';
import { loadEnvOrExit } from '../env';
import { openDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';
import { seedDatabase } from './seed';

async function dropAllTables(db: Database): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}

async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const handle = await openDatabase(env.database);
  try {
    await dropAllTables(handle.db);
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { publicUrl: env.publicUrl, sitePort: env.sitePort });
    const where = env.database.kind === 'postgres' ? 'DATABASE_URL' : env.database.dataDir;
    console.log(`Sandbox database reset (${where}): demo clubs seeded.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
