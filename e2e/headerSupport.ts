import { expect, type Locator, type Page } from '@playwright/test';
import { flowTicket } from './flowTicket';
import { SANDBOX, desktop, hosts, lead, logInInPopup, mobileMenu, phone, textsOf } from './helpers';
import { nextMailedCode } from './mail';

/** Accounts, logins and header controls for e2e/header.spec.ts. */

export const API_KEY = 'sandbox-demo-key';
export const PASSWORD = 'Travel@123';

export interface Club {
  id: number;
  host: string;
  agentHost: string;
  /** The club's default language, currency and country (a loopback visitor gets that country). */
  language: 'en' | 'ar';
  currency: string;
  country: string;
  domain: string;
}
export const skyline: Club = {
  id: 101,
  host: hosts.skyline,
  agentHost: hosts.skylineAgent,
  language: 'en',
  currency: 'USD',
  country: 'AE',
  domain: 'skyline.test',
};
export const nakhla: Club = {
  id: 102,
  host: hosts.nakhla,
  agentHost: hosts.nakhlaAgent,
  language: 'ar',
  currency: 'SAR',
  country: 'SA',
  domain: 'nakhla.test',
};

export interface Variant {
  title: string;
  club: Club;
  locale: 'en' | 'ar';
  viewport: { width: number; height: number };
}
export const variants: Variant[] = [
  { title: 'English, 1280px', club: skyline, locale: 'en', viewport: desktop },
  { title: 'Arabic, 375px', club: nakhla, locale: 'ar', viewport: phone },
  { title: 'Arabic, 1280px', club: nakhla, locale: 'ar', viewport: desktop },
  { title: 'English, 375px', club: skyline, locale: 'en', viewport: phone },
];
export const otherLocale = (locale: 'en' | 'ar') => (locale === 'en' ? 'ar' : 'en');

export async function api<T>(
  club: Club,
  method: string,
  path: string,
  body?: object,
  token?: string,
): Promise<T> {
  const response = await fetch(`${SANDBOX}${path}`, {
    method,
    headers: {
      apikey: API_KEY,
      'Whitelabel-Id': String(club.id),
      language: club.language,
      version: '1',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json().catch(() => null)) as { data?: T } | null;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
  return json?.data as T;
}

let sequence = 0;
/** A verified customer made through the API (its code read from the mail catcher). */
export async function freshCustomer(club: Club, tag: string): Promise<string> {
  sequence += 1;
  const email = `e2e.header.${tag}.${Date.now()}.${process.pid}.${sequence}@mail.test`;
  await api(club, 'POST', '/auth/signup', {
    fullName: 'Header Tester',
    email,
    phoneCountryCode: '+971',
    phoneNumber: '501234567',
    password: PASSWORD,
    ticket: await flowTicket(club.id, email),
  });
  const code = await nextMailedCode(club.id, email);
  await api(club, 'POST', '/auth/otp-verify', { email, otp: code, otpType: 1, isToken: true });
  return email;
}

export async function loginToken(club: Club, email: string): Promise<string> {
  return (
    await api<{ token: string }>(club, 'POST', '/auth/login-with-password', { email, password: PASSWORD })
  ).token;
}

/** Starts the browser logged in, as after a login on an earlier visit (the token cookie). */
export async function useToken(page: Page, host: string, token: string) {
  await page.context().addCookies([{ name: 'auth_token', value: token, url: host, sameSite: 'Lax' }]);
}

export async function cookieToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'auth_token');
  expect(cookie, 'auth_token cookie').toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

export async function visit(page: Page, variant: Variant, host = variant.club.host, locale = variant.locale) {
  await page.setViewportSize(variant.viewport);
  await page.goto(`${host}/${locale}`);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1200;

export async function openMobileMenu(page: Page) {
  const t = await textsOf(page);
  const menu = mobileMenu(page, t);
  if (await menu.evaluate((el) => el.classList.contains('is-active'))) return;
  await page.getByRole('button', { name: t.Header.open_menu }).click();
  await expect(menu).toHaveClass(/is-active/);
}

type Preference = 'country' | 'language' | 'currency';
const testId = (page: Page, name: string) => (isPhone(page) ? `mobile-${name}` : name);
const buttonLabels = {
  country: 'country_button',
  language: 'language_button',
  currency: 'currency_button',
} as const;

/** The dropdown's button, in the bar or (below 1200px) in the opened mobile menu. */
export async function preferenceButton(page: Page, name: Preference): Promise<Locator> {
  if (isPhone(page)) await openMobileMenu(page);
  const t = await textsOf(page);
  return page.getByRole('button', { name: new RegExp(`^${lead(t.Preferences[buttonLabels[name]])}`) });
}

export async function openPreference(page: Page, name: Preference) {
  const button = await preferenceButton(page, name);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  if (name === 'country') await expect(page.getByRole('option').first()).toBeVisible();
}

export async function choose(page: Page, name: Preference, value: string, search?: string) {
  const t = await textsOf(page);
  await openPreference(page, name);
  if (name === 'country' && search)
    await page.getByRole('combobox', { name: t.Preferences.search_country }).fill(search);
  // Options show a country's or currency's name in the page's language: the code names the one meant.
  await page.getByTestId(`${testId(page, name)}-option-${value}`).click();
}

/** Logs in through the popup (welcome step with the captcha, then the password). */
export async function loginThroughPopup(page: Page, email: string) {
  const t = await textsOf(page);
  const login = { name: t.Header.login_or_signup };
  if (isPhone(page)) {
    await openMobileMenu(page);
    await mobileMenu(page, t).getByRole('button', login).click();
  } else {
    await page.getByRole('button', login).click();
  }
  await logInInPopup(page, email, PASSWORD);
}

/** The profile menu's list: the dropdown in the bar, or the list in the opened mobile menu. */
export async function openProfileMenu(page: Page): Promise<Locator> {
  const t = await textsOf(page);
  const name = new RegExp(`^${lead(t.ProfileMenu.menu_label)}`);
  if (isPhone(page)) {
    await openMobileMenu(page);
    return mobileMenu(page, t).getByRole('list', { name });
  }
  const button = page.getByRole('button', { name });
  await button.click();
  // The dropdown is the list the button controls.
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

export function dollars(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
