import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Ports of the e2e servers (playwright.config.ts); set E2E_SITE_PORT / E2E_SANDBOX_PORT to run two
 * suites at once. Avoid the ports fetch refuses (e.g. 4190, 6000, 6665–6669): the site could not
 * reach the sandbox there.
 */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
export const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4100}`;

export const hosts = {
  skyline: `http://skyline.localhost:${SITE_PORT}`,
  skylineAgent: `http://agent.skyline.localhost:${SITE_PORT}`,
  nakhla: `http://nakhla.localhost:${SITE_PORT}`,
  nakhlaAgent: `http://agent.nakhla.localhost:${SITE_PORT}`,
  unknown: `http://unknown.localhost:${SITE_PORT}`,
};

/** No serious or critical accessibility violations on the page as it stands. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export const phone = { width: 375, height: 740 };
export const desktop = { width: 1280, height: 800 };
