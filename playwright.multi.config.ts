import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The multi-instance run (e2e-multi/): the spec starts its own PostgreSQL, two API instances, two
 * site instances of the existing build and nginx (e2e-multi/cluster.ts), because it stops and
 * starts instances in the middle of journeys. `npm run test:e2e` runs it after e2e/ and e2e-https/.
 */
export default defineConfig({
  testDir: 'e2e-multi',
  fullyParallel: false,
  workers: 1,
  // As the main run: once more in CI, where two API and two site instances share two loaded cores.
  retries: process.env.CI ? 1 : 0,
  timeout: 240_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Its own output folder: it runs beside e2e/, and each run empties its folder when it starts (a
  // shared test-results/ lost the other run's traces mid-test).
  outputDir: 'test-results-multi',
  use: {
    trace: 'retain-on-failure',
    // The offline worker stays out of the journeys (a page answered from its cache would hide
    // what they check); e2e/offline-itinerary.spec.ts lets it in.
    serviceWorkers: 'block',
    // nginx serves the shipped docs/nginx.conf over HTTPS with a throw-away self-signed certificate.
    ignoreHTTPSErrors: true,
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
  projects: [{ name: 'chromium-multi', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
