import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes SQL migrations from the sandbox schema; they are committed and
// applied at sandbox start-up. `studio`/`push` talk to DATABASE_URL when set, else the PGlite folder.
const databaseUrl = process.env.DATABASE_URL;

export default defineConfig({
  dialect: 'postgresql',
  schema: './sandbox/db/schema.ts',
  out: './sandbox/db/migrations',
  ...(databaseUrl
    ? { dbCredentials: { url: databaseUrl } }
    : { driver: 'pglite', dbCredentials: { url: process.env.SANDBOX_DATA_DIR ?? '.data/pglite' } }),
});
