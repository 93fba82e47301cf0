/**
 * `npm run db:reset`: drops every sandbox table (PGlite folder or DATABASE_URL), re-applies the
 * migrations and writes the demo data again. Stop the sandbox first when it uses PGlite. Refused with
 * NODE_ENV=production or a DATABASE_URL unless `--yes-drop-everything` is given (db/commands.ts);
 * in production it then only re-creates the schema: the next start creates the super administrator.
 */
import { sql } from 'drizzle-orm';
import { loadEnvOrExit } from '../env';
import { openDatabase, type Database } from './client';
import { resetRefusal } from './commands';
import { migrateDatabase } from './migrate';
import { seedDatabase } from './seed';

async function dropAllTables(db: Database): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}

async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const refusal = resetRefusal(env, process.argv.slice(2));
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const handle = await openDatabase(env.database);
  try {
    await dropAllTables(handle.db);
    await migrateDatabase(handle);
    const where = env.database.kind === 'postgres' ? 'DATABASE_URL' : env.database.dataDir;
    if (env.nodeEnv === 'production') {
      console.log(
        `Sandbox database reset (${where}): empty schema; start the API to create the administrator.`,
      );
      return;
    }
    await seedDatabase(handle.db, { publicUrl: env.publicUrl, sitePort: env.sitePort });
    console.log(`Sandbox database reset (${where}): demo clubs seeded.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
