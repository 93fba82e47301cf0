/**
 * `npm run db:seed:demo`: migrates, then writes the demo clubs and accounts into the PGlite folder or
 * DATABASE_URL (what `npm start` does by itself). Refused with NODE_ENV=production.
 */
import { loadEnvOrExit } from '../env';
import { openDatabase } from './client';
import { seedDemoRefusal } from './commands';
import { migrateDatabase, withStartupLock } from './migrate';
import { seedDatabase } from './seed';

async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const refusal = seedDemoRefusal(env);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const handle = await openDatabase(env.database);
  try {
    await withStartupLock(handle, async () => {
      await migrateDatabase(handle);
      await seedDatabase(handle.db, { publicUrl: env.publicUrl, sitePort: env.sitePort });
    });
    console.log('Demo clubs and accounts written.');
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
