import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4100);
/** The TLS proxy's port; by default 403 above the site's (3503 for 3100). */
const TLS_PORT = Number(process.env.E2E_TLS_PORT ?? SITE_PORT + 403);
const API_ORIGIN = `https://api.localhost:${TLS_PORT}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The site as deployed: behind a TLS-terminating proxy (scripts/lib/tls-proxy.mjs, a self-signed
 * certificate made at start), which also publishes the club API as https://api.localhost. The
 * sandbox seeds the club hosts with the proxy's port. `npm run test:e2e` runs it after e2e/.
 */
export default defineConfig({
  testDir: 'e2e-https',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // One test books a fare and signs in: on CI it runs beside e2e-multi's servers on two cores, and
  // once spent its whole minute (stop 42). The journeys of e2e/ have 90 s there.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Its own output folder, as e2e-multi's: it may start while e2e-multi/ still runs.
  outputDir: 'test-results-https',
  use: {
    baseURL: `https://skyline.localhost:${TLS_PORT}`,
    ignoreHTTPSErrors: true,
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
  projects: [{ name: 'chromium-https', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npx tsx sandbox/server.ts',
      url: `http://127.0.0.1:${SANDBOX_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'test',
        SANDBOX_PORT: String(SANDBOX_PORT),
        SANDBOX_PUBLIC_URL: API_ORIGIN,
        SANDBOX_DATA_DIR: `.data/e2e-https-${SANDBOX_PORT}`,
        SANDBOX_SITE_PORT: String(TLS_PORT),
        SANDBOX_API_KEY: 'sandbox-demo-key',
      },
    },
    {
      command: `node server/site.mjs -p ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        API_BASE_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
        PUBLIC_API_BASE_URL: API_ORIGIN,
        CLUB_API_KEY: 'sandbox-demo-key',
        CLUB_CONFIG_TTL_MS: '2000',
        TRUSTED_PROXY_HOPS: '1',
      },
    },
    {
      command: 'node scripts/lib/tls-proxy.mjs',
      url: `https://127.0.0.1:${TLS_PORT}/api/health`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { TLS_PORT: String(TLS_PORT), SITE_PORT: String(SITE_PORT), API_PORT: String(SANDBOX_PORT) },
    },
  ],
});
