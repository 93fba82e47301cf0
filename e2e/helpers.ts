import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { axeResults } from './axe';

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

/**
 * No serious or critical accessibility violations on the page as it stands. After a client-side
 * navigation the new page's title is streamed in after its content (Next.js streams metadata), so
 * the check first waits until the page has one: a page that never gets a title still fails.
 */
export async function expectAccessible(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  const results = await axeResults(page);
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Each node with axe's own finding (for colour contrast: the ratio and both colours), so that a
  // failure on CI says what axe saw.
  const where = (n: (typeof blocking)[number]['nodes'][number]) =>
    `${n.target.join(' ')}${n.any[0]?.message ? ` — ${n.any[0].message}` : ''}`;
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map(where).join(', ')})`)).toEqual([]);
}

export const phone = { width: 375, height: 740 };
export const desktop = { width: 1280, height: 800 };

export type Locale = 'en' | 'ar';
export type Messages = typeof import('../messages/en.json');

const read = (locale: Locale) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;
/** The site's texts (messages/*.json): specs find elements by the names users read and hear. */
export const messages: Record<Locale, Messages> = { en: read('en'), ar: read('ar') };

/** The language the page is shown in, from `<html lang>`. */
export async function localeOf(page: Page): Promise<Locale> {
  return (await page.locator('html').getAttribute('lang')) === 'ar' ? 'ar' : 'en';
}

/** The texts of the page's language. */
export async function textsOf(page: Page): Promise<Messages> {
  return messages[await localeOf(page)];
}

/** A message with its `{placeholders}` filled in. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}

/** The fixed words a message starts with, before its first `{placeholder}`. */
export function lead(message: string): string {
  return message.split('{')[0]!;
}

/** The mobile menu (below 1200px), also while it is closed and hidden. */
export function mobileMenu(page: Page, t: Messages) {
  return page.getByRole('navigation', { name: t.Header.mobile_navigation, includeHidden: true });
}

/**
 * Opens the mobile menu and waits until it is active (it opens 500 ms after the click). A click
 * that lands before the header has hydrated does nothing, so it is tried again while the menu
 * button still says "open" and is not expanded.
 */
export async function openMobileMenu(page: Page) {
  const t = await textsOf(page);
  const menu = mobileMenu(page, t);
  await expect(async () => {
    const button = page.getByRole('button', { name: t.Header.open_menu });
    if ((await button.count()) > 0 && (await button.getAttribute('aria-expanded')) !== 'true') {
      await button.click();
    }
    await expect(menu).toHaveClass(/is-active/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Waits until the home page's code has loaded and hydrated: the second stylesheet is added by an
 * effect once hydrated.
 */
export async function expectHomeHydrated(page: Page) {
  await expect(page.locator('link[rel="stylesheet"][href*="/pages."]')).toHaveCount(1);
}

/**
 * Waits until the page's stored state (local and session storage) holds every one of `texts`: a
 * checkout saves what was typed a moment later (debounced, then persisted), so a reload must wait
 * for the save itself, not for a fixed pause that a loaded machine can outlast.
 */
export async function expectStored(page: Page, ...texts: string[]) {
  const stored = () =>
    page.evaluate(() =>
      [window.localStorage, window.sessionStorage]
        .flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key) ?? ''))
        .join('\n'),
    );
  for (const text of texts) await expect.poll(stored, { timeout: 10_000 }).toContain(text);
}

/** Ticks the popup's or page's security check and waits until it is solved. */
export async function solveCaptcha(scope: Locator) {
  const widget = scope.locator('altcha-widget');
  // The widget draws its own box over the input.
  await widget.locator('input[type="checkbox"]').click({ force: true });
  await expect(widget.locator('[data-state="verified"]').first()).toBeAttached({ timeout: 20_000 });
}

/** In the open login popup: the email and its security check, then the password. */
export async function logInInPopup(page: Page, email: string, password: string) {
  const t = await textsOf(page);
  const dialog = page.getByRole('dialog', { name: t.Auth.welcome_title });
  await dialog.getByRole('textbox', { name: t.Auth.email_label }).fill(email);
  await solveCaptcha(dialog);
  await dialog.getByRole('button', { name: t.Auth.continue, exact: true }).click();
  const passwordStep = page.getByRole('dialog', { name: t.Auth.password_title });
  await passwordStep.getByLabel(t.Auth.password_label, { exact: true }).fill(password);
  await passwordStep.getByRole('button', { name: t.Auth.login, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A message as a pattern: its words as they are, each `{placeholder}` any text. */
export function pattern(message: string): RegExp {
  return new RegExp(
    message
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('.+'),
  );
}

/** Text to match as it is inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');
}
