import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { expect, test, type Page } from '@playwright/test';
import { createSpecOnlyApi, SPEC_TEST_ACCOUNT } from '../conformance/mock/spec-only-api';
import { SITE_PORT, lead, messages } from './helpers';
import { oneWayUrl } from './flightsSupport';
import { loopbackGet } from './processSupport';

/**
 * The real site against a club API that has only the specification's calls and shapes (the
 * spec-only mock of conformance/mock, in this worker): a plain 406 for an unknown e-mail, no flow
 * ticket, no captcha challenge, no country list, no reset token, a preference saved with 204. The
 * sign-in popup's flows (sign-up, password, one-time code, reset) and a flight search must work
 * through the site's fallbacks (docs/club-api.md). Codes are read from the mock's memory.
 */

const SITE = SITE_PORT + 74;
const API_PORT = SITE_PORT + 75;
const API = `http://127.0.0.1:${API_PORT}`;
const HOST = `spec.localhost:${SITE}`;
const ORIGIN = `http://${HOST}`;
const KEY = 'spec-e2e-key';
const t = messages.en;

const mock = createSpecOnlyApi({ apiKey: KEY, hosts: [HOST], publicUrl: API });
let server: Server;
let site: ChildProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await mock.ready;
  server = serve({ fetch: mock.app.fetch, port: API_PORT, hostname: '127.0.0.1' }) as Server;
  site = spawn('node', ['server/site.mjs', '-p', String(SITE)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_BASE_URL: API,
      PUBLIC_API_BASE_URL: API,
      CLUB_API_KEY: KEY,
      SITE_METRICS_PORT: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await expect
    .poll(
      () =>
        loopbackGet(SITE, '/healthz').then(
          (a) => a.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (site?.pid && site.exitCode === null && site.signalCode === null) {
    const exited = once(site, 'exit');
    process.kill(-site.pid, 'SIGTERM');
    await exited;
  }
  await new Promise((resolve) => server?.close(resolve));
});

let sequence = 0;
const freshEmail = (tag: string) => `spec.${tag}.${Date.now()}.${++sequence}@mail.test`;
const modal = (page: Page) => page.getByRole('dialog');

async function expectStep(page: Page, step: keyof typeof t.Auth) {
  await expect(modal(page)).toHaveAccessibleName(t.Auth[step]);
}

/** Home, the popup, and the e-mail step: no captcha widget, the club API serves no challenge. */
async function welcome(page: Page, email: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${ORIGIN}/en`);
  await page.getByRole('button', { name: t.Header.login_or_signup }).click();
  await expectStep(page, 'welcome_title');
  await expect(modal(page).locator('altcha-widget')).toHaveCount(0);
  await modal(page).getByRole('textbox', { name: t.Auth.email_label }).fill(email);
  await modal(page).getByRole('button', { name: t.Auth.continue, exact: true }).click();
}

async function typeCode(page: Page, code: string | null) {
  expect(code, 'a code in the mock mailbox').toBeTruthy();
  await page.getByRole('group', { name: t.Auth.otp_label }).getByRole('textbox').first().click();
  await page.keyboard.type(code!);
}

async function expectLoggedIn(page: Page) {
  await expect(modal(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: lead(t.ProfileMenu.menu_label) })).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'auth_token'))
    .toBe(true);
}

async function anAccount(tag: string) {
  const email = freshEmail(tag);
  await mock.store.addUser({
    email,
    fullName: 'Omar Spec',
    phoneCountryCode: '+971',
    phoneNumber: '501234567',
    password: SPEC_TEST_ACCOUNT.password,
    verified: true,
  });
  return email;
}

test('sign-up: a plain 406 leads to sign-up, the phone field works without a country list, the code logs in', async ({
  page,
}) => {
  const email = freshEmail('signup');
  await welcome(page, email);
  await expectStep(page, 'signup_title');
  await expect(modal(page).getByRole('textbox', { name: t.Auth.email_label })).toHaveValue(email);
  await modal(page).getByRole('textbox', { name: t.Auth.full_name_label }).fill('Sara Spec');
  await modal(page)
    .getByRole('button', { name: lead(t.Auth.country_code_button) })
    .click();
  await modal(page).getByRole('combobox', { name: t.Auth.search_country }).fill('emirates');
  await modal(page).getByRole('option').first().click();
  await expect(modal(page).getByRole('button', { name: lead(t.Auth.country_code_button) })).toContainText(
    '+971',
  );
  await modal(page).getByRole('textbox', { name: t.Auth.mobile_label }).fill('501234567');
  await modal(page).getByLabel(t.Auth.password_label, { exact: true }).fill('Spec@2026x');
  await modal(page).getByRole('button', { name: t.Auth.signup_submit }).click();
  await expectStep(page, 'otp_title_signup');
  await typeCode(page, mock.store.latestCode(email));
  await expectLoggedIn(page);
  expect(mock.store.user(email)?.verified).toBe(true);
});

test('sign-in with a password', async ({ page }) => {
  await welcome(page, SPEC_TEST_ACCOUNT.email);
  await expectStep(page, 'password_title');
  await modal(page).getByLabel(t.Auth.password_label, { exact: true }).fill(SPEC_TEST_ACCOUNT.password);
  await modal(page).getByRole('button', { name: t.Auth.login, exact: true }).click();
  await expectLoggedIn(page);
});

test('sign-in with a one-time code', async ({ page }) => {
  const email = await anAccount('code');
  await welcome(page, email);
  await expectStep(page, 'password_title');
  await modal(page).getByRole('button', { name: t.Auth.login_with_code }).click();
  await expectStep(page, 'otp_title_login');
  await expect.poll(() => mock.store.latestCode(email)).toBeTruthy();
  await typeCode(page, mock.store.latestCode(email));
  await expectLoggedIn(page);
});

test('forgotten password: the code, then the reset without a reset token, logs in with the new password', async ({
  page,
}) => {
  const email = await anAccount('reset');
  await welcome(page, email);
  await expectStep(page, 'password_title');
  await modal(page).getByRole('button', { name: t.Auth.forgot_password }).click();
  await expectStep(page, 'reset_email_title');
  await modal(page).getByRole('button', { name: t.Auth.send_code }).click();
  await expectStep(page, 'otp_title_reset');
  await expect.poll(() => mock.store.latestCode(email)).toBeTruthy();
  await typeCode(page, mock.store.latestCode(email));
  await expectStep(page, 'reset_title');
  await modal(page).getByLabel(t.Auth.new_password_label, { exact: true }).fill('Journey@2027');
  await modal(page).getByLabel(t.Auth.confirm_password_label, { exact: true }).fill('Journey@2027');
  await modal(page).getByRole('button', { name: t.Auth.reset_submit }).click();
  await expectLoggedIn(page);
  const user = mock.store.user(email)!;
  expect(await mock.store.passwordMatches(user, 'Journey@2027')).toBe(true);
});

test('a flight search runs to its offers and one is confirmed for checkout', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(oneWayUrl(ORIGIN, 'en', 'DXB', 'LHR', 30));
  await expect(page.locator('[data-offer-card]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await page
    .locator('[data-offer-card]')
    .first()
    .getByRole('button', { name: t.Flights.select, exact: true })
    .click();
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(t.Flights.revalidate.held_title);
  await page.getByRole('dialog').getByRole('button', { name: t.Checkout.continue_to_checkout }).click();
  await expect(page).toHaveURL(/\/flights\/checkout$/);
});
