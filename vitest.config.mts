import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

// On a CI runner (CI set; `.ci/run` sets it) a test that fails is run once more before it counts
// as failed, as Playwright does there (retries: 1): CI's two loaded cores have made tests fail that
// pass on an idle machine. A consistent failure still fails, and every retry shows in the report.
const retry = process.env.CI ? 1 : 0;

/** The sandbox project's files: the API (sandbox/), and the scripts, site server and conformance kit. */
const sandboxTests = ['sandbox/**/*.test.ts'];
const nodeTests = ['scripts/**/*.test.ts', 'server/**/*.test.ts', 'conformance/**/*.test.ts'];
// With SANDBOX_TEST_DATABASE_URL (scripts/test-postgres.mjs starts a PostgreSQL and sets it) the
// sandbox project is sandbox/ on that server, and the tests of PGlite itself (sandbox/db/, whose
// backup test has a PGlite half) and the rest run on PGlite in the sandbox-pglite project. So
// `npm test` runs each test once, with its database as in production (see docs/testing.md).
const onPostgres = Boolean(process.env.SANDBOX_TEST_DATABASE_URL);

const nodeProject = {
  environment: 'node' as const,
  // Mail leaves the test sandboxes over SMTP to one local MailDev (see the file).
  globalSetup: ['sandbox/test-support/mail-catcher-setup.ts'],
  testTimeout: 20000,
  hookTimeout: 60000,
  retry,
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@sandbox': fileURLToPath(new URL('./sandbox', import.meta.url)),
      '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
      '@messages': fileURLToPath(new URL('./messages', import.meta.url)),
      '@reference-data': fileURLToPath(new URL('./reference-data', import.meta.url)),
    },
  },
  test: {
    globals: true,
    // One test file per core. Vitest's own default is one fewer (a single worker on CI's 2 cores,
    // the other core idle while a worker starts, imports and waits on the database or the mail);
    // measured on src/features/hotels on 2 loaded cores: 309 s with 1 worker, 209 s with 2.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          // Room for the longer findBy… wait (tests/setup.ts) on a loaded CI machine.
          testTimeout: 15000,
          retry,
          // next-intl's ESM build imports `next/server` without an extension; let Vite resolve it.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        extends: true,
        test: {
          ...nodeProject,
          name: 'sandbox',
          include: onPostgres ? sandboxTests : [...sandboxTests, ...nodeTests],
          // On PostgreSQL each test file's sandbox copies one database migrated and seeded once.
          globalSetup: [...nodeProject.globalSetup, 'sandbox/test-support/template-database-setup.ts'],
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: {
                ...nodeProject,
                name: 'sandbox-pglite',
                include: ['sandbox/db/**/*.test.ts', ...nodeTests],
                env: { SANDBOX_TEST_DATABASE_URL: '' },
              },
            },
          ]
        : []),
    ],
  },
});
