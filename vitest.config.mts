import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// On a CI runner (CI set; `.ci/run` sets it) a failed test runs once more before it counts as
// failed, as Playwright does there (retries: 1): CI's two loaded cores have failed tests that pass
// on an idle machine. A consistent failure still fails, and each retry shows in the report.
const retry = process.env.CI ? 1 : 0;

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
          name: 'sandbox',
          environment: 'node',
          include: [
            'sandbox/**/*.test.ts',
            'scripts/**/*.test.ts',
            'server/**/*.test.ts',
            'conformance/**/*.test.ts',
          ],
          // Mail leaves the test sandboxes over SMTP to one local MailDev (see the file).
          globalSetup: ['sandbox/test-support/mail-catcher-setup.ts'],
          testTimeout: 20000,
          hookTimeout: 60000,
          retry,
        },
      },
    ],
  },
});
