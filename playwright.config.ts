import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { e2eMailPorts } from './e2e/mail';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4100);
const MAIL = e2eMailPorts();
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * End-to-end journeys against the built site and a fresh sandbox database (scripts/e2e.mjs builds
 * first and wipes the e2e database). Own ports, so a running `npm start` does not get in the way.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two files at a time, in CI too: one browser leaves most of CI's two cores idle while it waits on
  // the site and the sandbox, and the files share no state (each makes its own users and bookings).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI runs two browsers, the site, the sandbox and e2e-multi/'s instances on two cores: a journey
  // that takes 30 s alone took 48 s there (the header's saved choices), so CI allows twice as long.
  timeout: process.env.CI ? 90_000 : 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://skyline.localhost:${SITE_PORT}`,
    trace: 'retain-on-failure',
    // The offline worker stays out of the journeys (a page answered from its cache would hide
    // what they check); e2e/offline-itinerary.spec.ts lets it in.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The mail catcher (MailDev, 127.0.0.1): the sandbox mails codes to it, tests read them back.
      command: 'node scripts/mail-catcher.mjs',
      url: `http://127.0.0.1:${MAIL.webPort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { MAILDEV_SMTP_PORT: String(MAIL.smtpPort), MAILDEV_WEB_PORT: String(MAIL.webPort) },
      // SIGTERM lets it delete its mail folder (a kill would leave it in the temp directory).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 3000 },
    },
    {
      command: 'npx tsx sandbox/server.ts',
      url: `http://127.0.0.1:${SANDBOX_PORT}/health`,
      reuseExistingServer: false,
      // A fresh database is migrated and seeded first: over a minute on a loaded machine.
      timeout: 180_000,
      env: {
        NODE_ENV: 'test',
        SANDBOX_PORT: String(SANDBOX_PORT),
        SANDBOX_PUBLIC_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
        SANDBOX_DATA_DIR: `.data/e2e-${SANDBOX_PORT}`,
        SANDBOX_SITE_PORT: String(SITE_PORT),
        SANDBOX_API_KEY: 'sandbox-demo-key',
        // Every simulated visitor comes from 127.0.0.1, so the suite's deliberate wrong passwords and
        // captchas make everyone's next challenge up to 256× dearer (sandbox/lib/captcha-cost.ts, tested
        // in its own unit tests); from the test base of 1,000 that took the widget over 20 s to solve on
        // two loaded cores. A base of 100 keeps the escalation and keeps solving in seconds.
        SANDBOX_ALTCHA_MAX_NUMBER: '100',
        SMTP_URL: `smtp://127.0.0.1:${MAIL.smtpPort}`,
        // My bookings sees a card refund go from Pending to Refunded within the test, not in 10 minutes.
        SANDBOX_REFUND_SETTLE_SECONDS: '45',
      },
    },
    {
      command: `node server/site.mjs -p ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        API_BASE_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
        CLUB_API_KEY: 'sandbox-demo-key',
        CLUB_CONFIG_TTL_MS: '2000',
      },
    },
  ],
});
