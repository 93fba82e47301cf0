import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SITE_PORT, lead, messages, solveCaptcha } from './helpers';
import {
  GOOD_CARD,
  checkoutSubmit,
  chooseConfirmedFare,
  expectConfirmed,
  fillContact,
  fillTraveller,
  oneWayUrl,
  payByCard,
} from './flightsSupport';
import { e2eMailPorts, mailTo, nextMailedCode } from './mail';
import { collectJsonLines, loopbackGet } from './processSupport';

/**
 * Nothing secret in either program's log over a whole journey (issue 29): a site instance and an
 * API instance of their own, both logging every request as JSON, and a visitor who signs up in the
 * checkout (password, then the one-time code from the mail), searches, fills in the traveller and
 * pays by card. Then both logs hold no password, code, token, card number or full e-mail, though
 * they do hold the journey's requests.
 */

const SITE = SITE_PORT + 70;
const API_PORT = SITE_PORT + 71;
const API = `http://127.0.0.1:${API_PORT}`;
const API_DATA = `.data/journey-logs-${API_PORT}`;
// The API seeds the demo clubs' hosts on the site port it is told: this site's.
const HOST = `http://skyline.localhost:${SITE}`;
const PASSWORD = 'Journey@4821';

let site: ChildProcess;
let api: ChildProcess;
const raw: Record<'site' | 'api', string[]> = { site: [], api: [] };
const lines: Record<'site' | 'api', Record<string, unknown>[]> = { site: [], api: [] };

/** What a program writes on its error output counts as its log too (and is shown, as before). */
function keepErrors(child: ChildProcess, into: string[]) {
  child.stderr!.on('data', (chunk: Buffer) => {
    into.push(chunk.toString());
    process.stderr.write(chunk);
  });
}

async function stop(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(API_DATA, { recursive: true, force: true });
  api = spawn('npx', ['tsx', 'sandbox/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SANDBOX_PORT: String(API_PORT),
      SANDBOX_PUBLIC_URL: API,
      SANDBOX_DATA_DIR: API_DATA,
      DATABASE_URL: '',
      SANDBOX_SITE_PORT: String(SITE),
      SANDBOX_API_KEY: 'sandbox-demo-key',
      SMTP_URL: `smtp://127.0.0.1:${e2eMailPorts().smtpPort}`,
      METRICS_PORT: '',
      LOG_LEVEL: 'debug',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  collectJsonLines(api, lines.api, raw.api);
  keepErrors(api, raw.api);
  site = spawn('node', ['server/site.mjs', '-p', String(SITE)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_BASE_URL: API,
      PUBLIC_API_BASE_URL: API,
      CLUB_API_KEY: 'sandbox-demo-key',
      SITE_METRICS_PORT: '',
      LOG_LEVEL: 'debug',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  collectJsonLines(site, lines.site, raw.site);
  keepErrors(site, raw.site);
  for (const [port, path] of [
    [API_PORT, '/health'],
    [SITE, '/healthz'],
  ] as const) {
    await expect
      .poll(
        () =>
          loopbackGet(port, path).then(
            (answer) => answer.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200);
  }
});

test.afterAll(async () => {
  await stop(site);
  await stop(api);
  rmSync(API_DATA, { recursive: true, force: true });
});

/** From the checkout's login button: a new account, its password and the mailed one-time code. */
async function signUpInCheckout(page: Page, email: string): Promise<string> {
  const t = messages.en;
  await page.getByRole('main').getByRole('button', { name: t.Checkout.login, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: t.Auth.email_label }).fill(email);
  await solveCaptcha(dialog);
  await dialog.getByRole('button', { name: t.Auth.continue, exact: true }).click();
  await expect(dialog).toHaveAccessibleName(t.Auth.signup_title);
  const seen = await mailTo(101, email);
  await dialog.getByRole('textbox', { name: t.Auth.full_name_label }).fill('Lina Haddad');
  await dialog.getByRole('button', { name: lead(t.Auth.country_code_button) }).click();
  await dialog.getByRole('combobox', { name: t.Auth.search_country }).fill('emirates');
  await dialog.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: t.Auth.mobile_label }).fill('501234567');
  await dialog.getByLabel(t.Auth.password_label, { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: t.Auth.signup_submit }).click();
  await expect(dialog).toHaveAccessibleName(t.Auth.otp_title_signup);
  const code = await nextMailedCode(101, email, seen);
  await page.getByRole('group', { name: t.Auth.otp_label }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return code;
}

test('a sign-up, search, checkout and card payment leave no secret in the site’s or the API’s log', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = `journey-${Date.now().toString(36)}@example.com`;
  await chooseConfirmedFare(page, oneWayUrl(HOST, 'en', 'DXB', 'LHR', 33), 'en');
  const code = await signUpInCheckout(page, email);
  await expect(page).toHaveURL(/\/en\/flights\/checkout$/);
  await fillTraveller(page, 0, {
    first: 'Lina',
    last: 'Haddad',
    dob: '1991-06-02',
    gender: 'F',
    passport: 'K7761204',
    expiry: `${new Date().getFullYear() + 4}-03-31`,
  });
  await fillContact(page, email);
  await (await checkoutSubmit(page)).click();
  await payByCard(page, GOOD_CARD);
  await expectConfirmed(page, 'en');

  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth_token')?.value;
  expect(token, 'the signed-in session’s token').toBeTruthy();
  // The journey is in both logs: the site's page requests and the API's sign-up, booking and payment.
  await expect.poll(() => lines.site.filter((line) => line.event === 'request').length).toBeGreaterThan(3);
  const apiRoutes = () => lines.api.filter((line) => line.msg === 'request').map((line) => line.route);
  await expect.poll(apiRoutes).toEqual(expect.arrayContaining(['/auth/signup', '/auth/otp-verify']));
  expect(apiRoutes().some((route) => String(route).startsWith('/payment'))).toBe(true);

  const digits = GOOD_CARD.replace(/\s/g, '');
  const secrets = {
    password: PASSWORD,
    token: token!,
    'card number': digits,
    'spaced card number': GOOD_CARD,
    'full e-mail': email,
  };
  for (const program of ['site', 'api'] as const) {
    const log = raw[program].join('\n');
    for (const [what, value] of Object.entries(secrets)) {
      expect(log.includes(value), `the ${program}'s log holds the ${what}`).toBe(false);
    }
    expect(log, `the one-time code in the ${program}'s log`).not.toMatch(
      new RegExp(`(?<![\\d.:-])${code}(?![\\d.:-])`),
    );
    // No signed token of any kind (sessions, flow tickets, search tokens are JWTs), no card number
    // with or without separators.
    expect(log, `a JWT in the ${program}'s log`).not.toMatch(/eyJ[\w-]{8,}\.eyJ[\w-]{8,}\./);
    expect(log, `a card number in the ${program}'s log`).not.toMatch(/4242[ -]?4242[ -]?4242[ -]?4242/);
  }
});
