import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, rmSync } from 'node:fs';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { SITE_PORT } from './helpers';
import { e2eMailPorts } from './mail';
import { collectJsonLines, loopbackGet } from './processSupport';

// Going live as docs/operate.md says (issue 29): the club API started with NODE_ENV=production on an
// empty database, and a site instance of the same build in front of it. No demo data; the super
// administrator's printed set-up link works once; clubs created in the console serve their home
// pages on their own hosts with their own colours; a club's operator cannot see or edit another.
// The browser reaches the clubs' made-up hosts through Chromium's host resolver rules, not DNS.

const SITE = SITE_PORT + 64;
const API_PORT = SITE_PORT + 65;
const API = `http://127.0.0.1:${API_PORT}`;
const DATA_DIR = `.data/production-start-${API_PORT}`;
const ADMIN_EMAIL = 'owner@club-operator.test';
/** Random like a real deployment's: production refuses the demo key and secrets. */
const API_KEY = randomBytes(24).toString('hex');
const ADMIN_PASSWORD = `Admin#${randomBytes(6).toString('hex')}1`;
const OPERATOR_PASSWORD = `Oper#${randomBytes(6).toString('hex')}2`;

const CLUBS = {
  dunes: {
    slug: 'dunes',
    nameEn: 'Dunes Travel',
    nameAr: 'الكثبان للسفر',
    host: `dunes.example:${SITE}`,
    agentHost: `agent.dunes.example:${SITE}`,
    operator: 'operator@dunes.test',
    primary: '#7a1fa2',
  },
  oasis: {
    slug: 'oasis',
    nameEn: 'Oasis Journeys',
    nameAr: 'رحلات الواحة',
    host: `oasis.example:${SITE}`,
    agentHost: `agent.oasis.example:${SITE}`,
    operator: 'operator@oasis.test',
    primary: '#0d5c3a',
  },
} as const;
type Club = (typeof CLUBS)[keyof typeof CLUBS];

let api: ChildProcess;
let site: ChildProcess;
let browser: Browser;
const apiOutput: string[] = [];
const apiLines: Record<string, unknown>[] = [];

function stopGroup(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  return exited;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  api = spawn('npx', ['tsx', 'sandbox/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SANDBOX_PORT: String(API_PORT),
      SANDBOX_PUBLIC_URL: API,
      SANDBOX_DATA_DIR: DATA_DIR,
      DATABASE_URL: '',
      SANDBOX_API_KEY: API_KEY,
      SANDBOX_JWT_SECRET: randomBytes(32).toString('hex'),
      SANDBOX_ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      SMTP_URL: `smtp://127.0.0.1:${e2eMailPorts().smtpPort}`,
      SMTP_FROM: 'Club <no-reply@club-operator.test>',
      ADMIN_EMAIL,
      METRICS_PORT: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group: npx, tsx and the server stop together.
    detached: true,
  });
  collectJsonLines(api, apiLines, apiOutput);
  site = spawn('node', ['server/site.mjs', '-p', String(SITE), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_BASE_URL: API,
      PUBLIC_API_BASE_URL: API,
      CLUB_API_KEY: API_KEY,
      SITE_METRICS_PORT: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const answers = (port: number, path: string) =>
    loopbackGet(port, path).then(
      (answer) => answer.status,
      () => 0,
    );
  await expect.poll(() => answers(API_PORT, '/readyz'), { timeout: 90_000 }).toBe(200);
  await expect.poll(() => answers(SITE, '/healthz'), { timeout: 60_000 }).toBe(200);
  const executablePath = '/usr/bin/chromium';
  browser = await chromium.launch({
    executablePath: existsSync(executablePath) ? executablePath : undefined,
    args: [
      // The clubs' hosts (and only them) lead to this machine.
      '--host-resolver-rules=MAP *.example 127.0.0.1',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await Promise.all([stopGroup(site), stopGroup(api)]);
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** The one-time set-up link the API printed on its standard output (never in a log line). */
function printedSetupLink(): string {
  const line = apiOutput.find((text) => text.includes('/operator/setup?token='));
  const link = /(https?:\/\/\S+\/operator\/setup\?token=[A-Za-z0-9_-]+)/.exec(line ?? '')?.[1];
  if (!link) throw new Error(`No set-up link in the API's output:\n${apiOutput.join('\n')}`);
  return link;
}

async function choosePassword(page: Page, link: string, password: string) {
  expect((await page.goto(link))?.status()).toBe(200);
  await page.locator('#password').fill(password);
  await page.locator('#confirmPassword').fill(password);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/operator/setup')),
    page.locator('form button[type="submit"]').click(),
  ]);
  expect(answer.status()).toBe(200);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${API}/operator`);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await Promise.all([
    page.waitForURL(/\/operator\/(clubs|applications)$/),
    page.locator('form button').click(),
  ]);
}

/** Creates the club with its operator through the console's form; returns the operator's set-up link. */
async function createClub(page: Page, club: Club): Promise<string> {
  await page.goto(`${API}/operator/clubs/new`);
  const fill = (name: string, value: string) => page.locator(`[name="${name}"]`).fill(value);
  await fill('slug', club.slug);
  await fill('nameEn', club.nameEn);
  await fill('nameAr', club.nameAr);
  await fill('cssClass', `club-${club.slug}`);
  await fill('operatorEmail', club.operator);
  await fill('customerHost', club.host);
  await fill('agentHost', club.agentHost);
  await fill('copyrightEn', `${club.nameEn}.`);
  await fill('copyrightAr', `${club.nameAr}.`);
  await fill('primary_100', club.primary);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/operator/clubs/new')),
    page.locator('button[name="intent"][value="save"]').click(),
  ]);
  expect(answer.status(), await answer.text()).toBe(201);
  return (await page.getByTestId('setup-link').innerText()).trim();
}

/** The club configuration the site would get for `host`, with the deployment's key. */
async function configOf(host: string) {
  const answer = await loopbackGet(API_PORT, `/whitelabel/config?domain=${encodeURIComponent(host)}`, {
    apikey: API_KEY,
  });
  return { status: answer.status, data: (JSON.parse(answer.body) as { data: unknown }).data };
}

test('production on an empty database: no demo, a one-time set-up link, clubs made in the console serve their hosts, operators stay in their club', async () => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();

  // No demo: no demo club answers, the demo key is refused, the demo operator cannot sign in.
  expect(await configOf('skyline.localhost:3000')).toEqual({ status: 200, data: null });
  const demoKey = await loopbackGet(API_PORT, '/whitelabel/config?domain=skyline.localhost%3A3000', {
    apikey: 'sandbox-demo-key',
  });
  expect(demoKey.status).toBe(403);
  await page.goto(`${API}/operator`);
  await page.locator('#email').fill('operator@skyline.test');
  await page.locator('#password').fill('Travel@123');
  await page.locator('form button').click();
  await expect(page).toHaveURL(`${API}/operator/login`);
  await expect(page.locator('.error')).toBeVisible();

  // The super administrator's link: it sets the password once, then says it was used.
  const link = printedSetupLink();
  await choosePassword(page, link, ADMIN_PASSWORD);
  expect((await page.goto(link))?.status()).toBe(410);

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page.getByTestId('clubs').locator('li')).toHaveCount(0);
  const dunesLink = await createClub(page, CLUBS.dunes);
  await createClub(page, CLUBS.oasis);
  await page.goto(`${API}/operator/clubs`);
  const oasisHref = await page
    .getByTestId('clubs')
    .locator('a', { hasText: CLUBS.oasis.nameEn })
    .getAttribute('href');
  const oasisId = /\/operator\/clubs\/(\d+)$/.exec(oasisHref ?? '')?.[1];
  expect(oasisId).toMatch(/^\d+$/);

  // Each club's home page on its own host, in its own colours, as soon as it is saved.
  for (const club of [CLUBS.dunes, CLUBS.oasis]) {
    const home = await page.goto(`http://${club.host}/en`);
    expect(home?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(club.nameEn));
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary-100').trim(),
    );
    expect(primary.toLowerCase()).toBe(club.primary);
    await page.screenshot({ path: test.info().outputPath(`${club.slug}-home.png`) });
  }

  // Dunes's operator: the link from the creation page, then the console of Dunes only.
  const operatorContext = await browser.newContext();
  const operatorPage = await operatorContext.newPage();
  await choosePassword(operatorPage, dunesLink, OPERATOR_PASSWORD);
  await signIn(operatorPage, CLUBS.dunes.operator, OPERATOR_PASSWORD);
  await operatorPage.goto(`${API}/operator/club`);
  await expect(operatorPage.locator('[name="nameEn"]')).toHaveValue(CLUBS.dunes.nameEn);
  const csrf = await operatorPage.locator('input[name="csrf"]').first().inputValue();
  expect((await operatorPage.goto(`${API}/operator/clubs/${oasisId}`))?.status()).toBe(404);
  expect((await operatorPage.goto(`${API}/operator/clubs`))?.status()).toBe(404);
  const edit = await operatorPage.request.post(`${API}/operator/clubs/${oasisId}`, {
    form: { csrf, intent: 'save', nameEn: 'Taken over', primary_100: '#000000' },
  });
  expect(edit.status()).toBe(404);
  const oasis = (await configOf(CLUBS.oasis.host)).data as {
    club_details: { club_names: { en: string } };
    theme_setup: { color_schema: { primary: { '100': string } } };
  };
  expect(oasis.club_details.club_names.en).toBe(CLUBS.oasis.nameEn);
  expect(oasis.theme_setup.color_schema.primary['100'].toLowerCase()).toBe(CLUBS.oasis.primary);
  // Nor does Oasis's name appear anywhere in Dunes's console.
  await operatorPage.goto(`${API}/operator/audit`);
  await expect(operatorPage.locator('body')).not.toContainText(CLUBS.oasis.nameEn);

  // The API's output held the set-up link (printed once, on purpose) but no password.
  const output = apiOutput.join('\n');
  expect(output).not.toContain(ADMIN_PASSWORD);
  expect(output).not.toContain(OPERATOR_PASSWORD);
  expect(output.split('/operator/setup?token=').length - 1).toBe(1);
  await operatorContext.close();
  await context.close();
});
