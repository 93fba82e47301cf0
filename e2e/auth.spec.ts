import { expect, test, type Page } from '@playwright/test';
import { flowTicket } from './flowTicket';
import {
  SANDBOX,
  desktop,
  expectAccessible,
  hosts,
  lead,
  messages,
  mobileMenu,
  phone,
  solveCaptcha,
  textsOf,
  openMobileMenu,
} from './helpers';
import { mailTo, nextMailedCode, type Mail } from './mail';

/**
 * The auth popup and the password pages against the sandbox's auth routes: codes are read from the
 * mail catcher the sandbox mails them to (e2e/mail.ts). Every test makes its own accounts, so runs
 * never collide.
 */

const API_KEY = 'sandbox-demo-key';
const PASSWORD = 'Travel@123';

interface Club {
  name: 'skyline' | 'nakhla';
  id: number;
  host: string;
  /** The club's default language: accounts made through the API prefer it. */
  language: 'en' | 'ar';
}
const skyline: Club = { name: 'skyline', id: 101, host: hosts.skyline, language: 'en' };
const nakhla: Club = { name: 'nakhla', id: 102, host: hosts.nakhla, language: 'ar' };

interface Variant {
  title: string;
  club: Club;
  locale: 'en' | 'ar';
  viewport: { width: number; height: number };
}
const englishDesktop: Variant = { title: 'English, desktop', club: skyline, locale: 'en', viewport: desktop };
const englishPhone: Variant = { title: 'English, 375px', club: skyline, locale: 'en', viewport: phone };
const arabicDesktop: Variant = { title: 'Arabic, desktop', club: nakhla, locale: 'ar', viewport: desktop };
const arabicPhone: Variant = { title: 'Arabic, 375px', club: nakhla, locale: 'ar', viewport: phone };

let sequence = 0;
/** Letters, digits and dots only before the @: the email rule of spec section 5. */
function freshEmail(tag: string): string {
  sequence += 1;
  return `e2e.${tag}.${Date.now()}.${process.pid}.${sequence}@mail.test`;
}

function apiHeaders(club: Club, token?: string, language = club.language): Record<string, string> {
  return {
    apikey: API_KEY,
    'Whitelabel-Id': String(club.id),
    language,
    version: '1',
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

async function api<T>(
  club: Club,
  method: string,
  path: string,
  body?: object,
  token?: string,
  language = club.language,
): Promise<T> {
  const response = await fetch(`${SANDBOX}${path}`, {
    method,
    headers: apiHeaders(club, token, language),
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json().catch(() => null)) as { data?: T } | null;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
  return json?.data as T;
}

/** The mail the catcher holds for `email` from `club`, newest first. */
async function outbox(club: Club, email: string): Promise<Mail[]> {
  return mailTo(club.id, email);
}

/** Waits for a code mail newer than the ones already seen. */
async function nextCode(club: Club, email: string, seen: Mail[] = []): Promise<string> {
  return nextMailedCode(club.id, email, seen);
}

/** A verified account made through the API, for the journeys that start from an existing user. */
async function verifiedAccount(club: Club, tag: string, language = club.language): Promise<string> {
  const email = freshEmail(tag);
  await api(
    club,
    'POST',
    '/auth/signup',
    {
      fullName: 'Test Traveller',
      email,
      phoneCountryCode: '+971',
      phoneNumber: '501234567',
      password: PASSWORD,
      ticket: await flowTicket(club.id, email),
    },
    undefined,
    language,
  );
  const code = await nextCode(club, email);
  await api(club, 'POST', '/auth/otp-verify', { email, otp: code, otpType: 1, isToken: true });
  return email;
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1200;
/** The auth popup: a dialog named by the heading of the step it shows. */
const modal = (page: Page) => page.getByRole('dialog');

async function visit(page: Page, variant: Variant, path = '') {
  await page.setViewportSize(variant.viewport);
  await page.goto(`${variant.club.host}/${variant.locale}${path}`);
  await expect(page.locator('html')).toHaveAttribute('dir', variant.locale === 'ar' ? 'rtl' : 'ltr');
}

async function openPopup(page: Page) {
  const t = await textsOf(page);
  const login = { name: t.Header.login_or_signup };
  if (isPhone(page)) {
    await openMobileMenu(page);
    await mobileMenu(page, t).getByRole('button', login).click();
  } else {
    await page.getByRole('button', login).click();
  }
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectStep(page, 'welcome_title');
}

async function welcome(page: Page, email: string) {
  const t = await textsOf(page);
  await modal(page).getByRole('textbox', { name: t.Auth.email_label }).fill(email);
  await solveCaptcha(modal(page));
  await modal(page).getByRole('button', { name: t.Auth.continue, exact: true }).click();
}

/** The popup's steps, by the heading that names the dialog. */
type Step =
  | 'welcome_title'
  | 'signup_title'
  | 'password_title'
  | 'otp_title_signup'
  | 'otp_title_login'
  | 'otp_title_reset'
  | 'reset_email_title'
  | 'reset_title';

async function expectStep(page: Page, step: Step) {
  const t = await textsOf(page);
  await expect(page.getByRole('dialog')).toHaveAccessibleName(t.Auth[step]);
  await expect(modal(page).getByRole('heading', { name: t.Auth[step] })).toBeVisible();
}

async function typeCode(page: Page, code: string) {
  const t = await textsOf(page);
  await page.getByRole('group', { name: t.Auth.otp_label }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

async function expectLoggedIn(page: Page) {
  await expect(modal(page)).toHaveCount(0);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'auth_token'))
    .toBe(true);
  const t = await textsOf(page);
  const login = { name: t.Header.login_or_signup, includeHidden: true };
  if (isPhone(page)) {
    await openMobileMenu(page);
    await expect(mobileMenu(page, t).getByRole('button', { name: t.ProfileMenu.logout })).toBeVisible();
    await expect(mobileMenu(page, t).getByRole('button', login)).toHaveCount(0);
    await page.getByRole('button', { name: t.Header.close_menu }).click();
  } else {
    await expect(page.getByRole('button', { name: lead(t.ProfileMenu.menu_label) })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', login)).toHaveCount(0);
  }
}

async function logOut(page: Page) {
  const t = await textsOf(page);
  const logout = { name: t.ProfileMenu.logout };
  if (isPhone(page)) {
    await openMobileMenu(page);
    await mobileMenu(page, t).getByRole('button', logout).click();
    await expect(
      mobileMenu(page, t).getByRole('button', { name: t.Header.login_or_signup, includeHidden: true }),
    ).toHaveCount(1);
  } else {
    await page.getByRole('button', { name: lead(t.ProfileMenu.menu_label) }).click();
    await page.getByRole('button', logout).click();
    await expect(page.getByRole('button', { name: t.Header.login_or_signup })).toHaveCount(1);
  }
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'auth_token'))
    .toBe(false);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
}

async function authToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'auth_token');
  expect(cookie, 'auth_token cookie').toBeTruthy();
  expect(cookie!.sameSite).toBe('Lax');
  return decodeURIComponent(cookie!.value);
}

for (const variant of [englishDesktop, arabicPhone]) {
  test(`unknown email → sign-up (prefilled) → code from the mail → logged in (${variant.title})`, async ({
    page,
  }) => {
    const t = messages[variant.locale];
    const email = freshEmail('signup');
    await visit(page, variant);
    await openPopup(page);
    await expectAccessible(page);
    await welcome(page, email);

    await expectStep(page, 'signup_title');
    await expect(modal(page).getByRole('textbox', { name: t.Auth.email_label })).toHaveValue(email);
    await expect(modal(page).getByRole('button', { name: lead(t.Auth.country_code_button) })).toBeEnabled();
    await expectAccessible(page);
    await modal(page)
      .getByRole('textbox', { name: t.Auth.full_name_label })
      .fill(variant.locale === 'ar' ? 'سارة خان' : 'Sara Khan');
    await modal(page)
      .getByRole('button', { name: lead(t.Auth.country_code_button) })
      .click();
    await modal(page)
      .getByRole('combobox', { name: t.Auth.search_country })
      .fill(variant.locale === 'ar' ? 'الإمارات' : 'emirates');
    await modal(page).getByRole('option').first().click();
    await expect(modal(page).getByRole('button', { name: lead(t.Auth.country_code_button) })).toContainText(
      '+971',
    );
    await modal(page).getByRole('textbox', { name: t.Auth.mobile_label }).fill('501234567');
    await modal(page).getByLabel(t.Auth.password_label, { exact: true }).fill(PASSWORD);
    await modal(page).getByRole('button', { name: t.Auth.signup_submit }).click();

    await expectStep(page, 'otp_title_signup');
    await expect(modal(page).getByRole('button', { name: t.Auth.resend })).toBeDisabled();
    await expect(modal(page).getByRole('button', { name: t.Auth.verify_later })).toBeVisible();
    await expectAccessible(page);
    const code = await nextCode(variant.club, email);
    await typeCode(page, code);
    await expectLoggedIn(page);
  });
}

for (const variant of [englishPhone, arabicDesktop]) {
  test(`password login, then logout (${variant.title})`, async ({ page }) => {
    const t = messages[variant.locale];
    const email = await verifiedAccount(variant.club, 'password');
    await visit(page, variant);
    await openPopup(page);
    await welcome(page, email);
    await expectStep(page, 'password_title');
    await expectAccessible(page);

    await modal(page).getByLabel(t.Auth.password_label, { exact: true }).fill('Wrong@999');
    await modal(page).getByRole('button', { name: t.Auth.login, exact: true }).click();
    await expect(modal(page).getByRole('alert')).not.toBeEmpty();
    await expect(modal(page).getByLabel(t.Auth.password_label, { exact: true })).toHaveValue('');

    await modal(page).getByLabel(t.Auth.password_label, { exact: true }).fill(PASSWORD);
    await modal(page).getByRole('button', { name: t.Auth.login, exact: true }).click();
    await expect(modal(page)).toHaveCount(0);
    // Focus goes to the control that replaced the Login button, never to <body>.
    if (isPhone(page)) await expect(page.getByRole('button', { name: t.Header.open_menu })).toBeFocused();
    else await expect(page.getByRole('button', { name: lead(t.ProfileMenu.menu_label) })).toBeFocused();
    await expectLoggedIn(page);
    await authToken(page);
    await logOut(page);
  });
}

test("logging in shows the page in the profile's language (English page, Arabic profile)", async ({
  page,
}) => {
  const t = messages.en;
  const email = await verifiedAccount(skyline, 'language', 'ar');
  await visit(page, englishDesktop);
  await openPopup(page);
  await welcome(page, email);
  await modal(page).getByLabel(t.Auth.password_label, { exact: true }).fill(PASSWORD);
  await modal(page).getByRole('button', { name: t.Auth.login, exact: true }).click();
  await expect(page).toHaveURL(`${hosts.skyline}/ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectLoggedIn(page);
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('ar');
});

test('login with a one-time code (English, desktop)', async ({ page }) => {
  const t = messages.en;
  const email = await verifiedAccount(skyline, 'code');
  await visit(page, englishDesktop);
  await openPopup(page);
  await welcome(page, email);
  await expectStep(page, 'password_title');
  const before = await outbox(skyline, email);
  await modal(page).getByRole('button', { name: t.Auth.login_with_code }).click();
  await expectStep(page, 'otp_title_login');
  await expect(modal(page).getByRole('button', { name: t.Auth.verify_later })).toHaveCount(0);
  await expectAccessible(page);

  await typeCode(page, '000000');
  await expect(modal(page).getByRole('alert')).not.toBeEmpty();
  await typeCode(page, await nextCode(skyline, email, before));
  await expectLoggedIn(page);
});

for (const variant of [arabicDesktop, englishPhone]) {
  test(`forgot password in the popup → reset → logged in (${variant.title})`, async ({ page }) => {
    const t = messages[variant.locale];
    const email = await verifiedAccount(variant.club, 'forgot');
    await visit(page, variant);
    await openPopup(page);
    await welcome(page, email);
    await expectStep(page, 'password_title');
    await modal(page).getByRole('button', { name: t.Auth.forgot_password }).click();

    await expectStep(page, 'reset_email_title');
    await expect(modal(page).getByRole('textbox', { name: t.Auth.email_label })).toHaveValue(email);
    await expectAccessible(page);
    const before = await outbox(variant.club, email);
    await modal(page).getByRole('button', { name: t.Auth.send_code }).click();

    await expectStep(page, 'otp_title_reset');
    await expect(modal(page).getByRole('button', { name: t.Auth.verify_later })).toHaveCount(0);
    await expectAccessible(page);
    await typeCode(page, await nextCode(variant.club, email, before));

    await expectStep(page, 'reset_title');
    await expectAccessible(page);
    await modal(page).getByLabel(t.Auth.new_password_label, { exact: true }).fill('Journey@2026');
    await modal(page).getByLabel(t.Auth.confirm_password_label, { exact: true }).fill('Journey@2025');
    await modal(page).getByRole('button', { name: t.Auth.reset_submit }).click();
    await expect(modal(page).getByText(t.Validation.password_not_match)).toBeVisible();
    await modal(page).getByLabel(t.Auth.confirm_password_label, { exact: true }).fill('Journey@2026');
    await modal(page).getByRole('button', { name: t.Auth.reset_submit }).click();
    await expectLoggedIn(page);

    // The new password works; the old one no longer does.
    await expect(
      api(variant.club, 'POST', '/auth/login-with-password', { email, password: PASSWORD }),
    ).rejects.toThrow(/401/);
    await api(variant.club, 'POST', '/auth/login-with-password', { email, password: 'Journey@2026' });
  });
}

test('the /forgot-password page runs the same flow and ends logged in at home (English, 375px)', async ({
  page,
}) => {
  const t = messages.en;
  const email = await verifiedAccount(skyline, 'page');
  await visit(page, englishPhone, '/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: t.Auth.email_label }).fill(email);
  // The page starts the journey: the captcha gets the flow ticket a code request needs.
  await solveCaptcha(page.getByRole('main'));
  const before = await outbox(skyline, email);
  await page.getByRole('button', { name: t.Auth.send_code }).click();
  await typeCode(page, await nextCode(skyline, email, before));
  await expect(page).toHaveURL(/\/en\/reset-password$/);
  await page.getByLabel(t.Auth.new_password_label, { exact: true }).fill('Pages@2026');
  await page.getByLabel(t.Auth.confirm_password_label, { exact: true }).fill('Pages@2026');
  await page.getByRole('button', { name: t.Auth.reset_submit }).click();
  await expect(page).toHaveURL(`${hosts.skyline}/en`);
  await expectLoggedIn(page);
});

test('/reset-password without a verified code starts from the email step (Arabic)', async ({ page }) => {
  const t = messages.ar;
  await visit(page, arabicDesktop, '/reset-password');
  await expect(page.getByRole('button', { name: t.Auth.send_code })).toBeVisible();
  await expect(page.getByLabel(t.Auth.new_password_label, { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test('verify later keeps the new account logged in (English, 375px)', async ({ page }) => {
  const t = messages.en;
  const email = freshEmail('later');
  await visit(page, englishPhone);
  await openPopup(page);
  await welcome(page, email);
  await expectStep(page, 'signup_title');
  await modal(page).getByRole('textbox', { name: t.Auth.full_name_label }).fill('Later User');
  await modal(page).getByRole('textbox', { name: t.Auth.mobile_label }).fill('501234567');
  await modal(page).getByLabel(t.Auth.password_label, { exact: true }).fill(PASSWORD);
  await modal(page).getByRole('button', { name: t.Auth.signup_submit }).click();
  await expectStep(page, 'otp_title_signup');
  await modal(page).getByRole('button', { name: t.Auth.verify_later }).click();
  await expectLoggedIn(page);
  await page.reload();
  await expectLoggedIn(page);
});

test('the popup is static, closes to the welcome step, and its side banner shows only from 992px', async ({
  page,
}) => {
  const t = messages.en;
  await visit(page, englishDesktop);
  await openPopup(page);
  await expect(page.getByText(t.Auth.banner_title)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toBeVisible();
  await welcome(page, freshEmail('static'));
  await expectStep(page, 'signup_title');
  await page.getByRole('dialog').getByRole('button', { name: t.Common.close, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.Header.login_or_signup })).toBeFocused();
  await openPopup(page);
  await expect(modal(page).getByRole('textbox', { name: t.Auth.email_label })).toHaveValue('');
  await page.setViewportSize({ width: 991, height: 800 });
  await expect(page.getByText(t.Auth.banner_title)).toBeHidden();
});

test('no social sign-in button when the club configured no provider key', async ({ page }) => {
  const t = messages.en;
  await visit(page, englishDesktop);
  await openPopup(page);
  await expect(modal(page).getByRole('textbox', { name: t.Auth.email_label })).toBeVisible();
  await expect(
    page.getByRole('button', { name: t.Auth.continue_with_google, includeHidden: true }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: t.Auth.continue_with_facebook, includeHidden: true }),
  ).toHaveCount(0);
});

test('a token revoked on the server: the next authenticated call returns to / logged out', async ({
  page,
}) => {
  const t = messages.en;
  const email = await verifiedAccount(skyline, 'revoked');
  await visit(page, englishDesktop);
  await openPopup(page);
  await welcome(page, email);
  await modal(page).getByLabel(t.Auth.password_label, { exact: true }).fill(PASSWORD);
  await modal(page).getByRole('button', { name: t.Auth.login, exact: true }).click();
  await expectLoggedIn(page);

  const token = await authToken(page);
  await api(skyline, 'GET', '/auth/user/logout', undefined, token);
  await page.goto(`${hosts.skyline}/en/forgot-password`);
  await expect(page).toHaveURL(`${hosts.skyline}/en`);
  await expect(page.getByRole('button', { name: t.Header.login_or_signup })).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'auth_token'))
    .toBe(false);
});

test('the API serves no mail: GET /dev/outbox is 404 with the publishable key', async () => {
  const email = await verifiedAccount(skyline, 'outbox');
  const response = await fetch(`${SANDBOX}/dev/outbox?email=${encodeURIComponent(email)}`, {
    headers: apiHeaders(skyline),
  });
  expect(response.status).toBe(404);
  expect(await response.text()).not.toMatch(/(?<!\d)\d{6}(?!\d)/);
});
