import { expect, test, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, expectAccessible, messages, textsOf, type Messages } from './helpers';
import {
  api,
  choose,
  cookieToken,
  dollars,
  freshCustomer,
  isPhone,
  loginThroughPopup,
  loginToken,
  openPreference,
  openProfileMenu,
  otherLocale,
  preferenceButton,
  useToken,
  variants,
  visit,
  type Variant,
} from './headerSupport';

/** The agent menu's wallet line: "Wallet balance", then the amount. */
const walletBalance = (menu: Locator, t: Messages) =>
  menu.getByRole('listitem').filter({ hasText: t.Wallet.balance_label });

/**
 * The header's preferences and roles against the sandbox: guests, a customer whose choices are
 * saved, a failed save, agents with their wallet and dashboard, and accessibility with each
 * dropdown open. Customers are made fresh per test; the demo agents are only read from.
 */

const [englishDesktop, arabicPhone] = variants as [Variant, Variant, Variant, Variant];
const preferencePut = (url: string) => url.includes('/admin/customer/preference/update/');
const countrySearch = { IN: { en: 'india', ar: 'الهند' } } as const;

async function expectCountry(page: Page, alpha2: string) {
  await expect(await preferenceButton(page, 'country')).toHaveAttribute(
    'aria-label',
    new RegExp(`\\(${alpha2}\\)`),
  );
}
async function expectCurrency(page: Page, code: string) {
  await expect(await preferenceButton(page, 'currency')).toHaveAttribute(
    'aria-label',
    new RegExp(`^\\S+ ${code}`),
  );
}

for (const variant of variants) {
  test(`a guest changes country, currency and language (${variant.title})`, async ({ page }) => {
    const { club, locale } = variant;
    const saves: string[] = [];
    page.on('request', (request) => preferencePut(request.url()) && saves.push(request.url()));
    await visit(page, variant);
    // A loopback visitor has no IP country: the club's default stands in.
    await expectCountry(page, club.country);
    await expectCurrency(page, club.currency);

    await choose(page, 'country', 'IN', countrySearch.IN[locale]);
    await expectCountry(page, 'IN');

    const currencyData = page.waitForResponse((r) => r.url().endsWith('/currency/flight/currency-code/AED'));
    await choose(page, 'currency', 'AED');
    expect((await currencyData).status()).toBe(200);
    await expectCurrency(page, 'AED');

    const next = otherLocale(locale);
    await choose(page, 'language', next);
    await expect(page).toHaveURL(`${club.host}/${next}`);
    await expect(page.locator('html')).toHaveAttribute('dir', next === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', next);
    await expectCountry(page, 'IN');
    await expectCurrency(page, 'AED');

    await page.reload();
    await expectCountry(page, 'IN');
    await expectCurrency(page, 'AED');
    expect(saves).toEqual([]);
  });
}

for (const variant of [englishDesktop, arabicPhone]) {
  test(`a customer's choices are saved, and survive a reload and a new login (${variant.title})`, async ({
    page,
    browser,
  }) => {
    const { club, locale } = variant;
    const email = await freshCustomer(club, 'saved');
    await visit(page, variant);
    await loginThroughPopup(page, email);

    const menu = await openProfileMenu(page);
    await expect(menu.getByRole('link', { name: /bookings|حجوزاتي/i })).toHaveAttribute(
      'href',
      /\/my-bookings$/,
    );
    const t = await textsOf(page);
    await expect(menu.getByText(t.Wallet.balance_label)).toHaveCount(0);
    await expect(
      menu.getByRole('button', { name: t.Wallet.go_to_dashboard, includeHidden: true }),
    ).toHaveCount(0);
    if (!isPhone(page)) await page.keyboard.press('Escape');

    const saved = () => page.waitForResponse((r) => preferencePut(r.url()) && r.request().method() === 'PUT');
    let save = saved();
    await choose(page, 'country', 'IN', countrySearch.IN[locale]);
    expect((await save).status()).toBe(200);
    save = saved();
    await choose(page, 'currency', 'AED');
    expect((await save).status()).toBe(200);
    const next = otherLocale(locale);
    save = saved();
    await choose(page, 'language', next);
    expect((await save).status()).toBe(200);
    await expect(page).toHaveURL(`${club.host}/${next}`);

    const profile = await api<{ preferredLanguage: string; preferredCurrency: string; country: string }>(
      club,
      'GET',
      '/auth/profile',
      undefined,
      await cookieToken(page),
    );
    expect(profile).toMatchObject({ preferredLanguage: next, preferredCurrency: 'AED', country: 'IN' });

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', next);
    await expectCountry(page, 'IN');
    await expectCurrency(page, 'AED');

    // A new login on a clean browser brings the saved choices back. (A new browser context, not
    // storage cleared under the open page: that page may still be writing its state back.)
    const clean = await browser.newContext({ viewport: page.viewportSize() });
    const fresh = await clean.newPage();
    await visit(fresh, variant);
    await expectCurrency(fresh, club.currency);
    await loginThroughPopup(fresh, email);
    await expect(fresh).toHaveURL(`${club.host}/${next}`);
    await expectCountry(fresh, 'IN');
    await expectCurrency(fresh, 'AED');
    await clean.close();
  });

  test(`a failed save keeps the previous choice and says so (${variant.title})`, async ({ page }) => {
    const { club, locale } = variant;
    const email = await freshCustomer(club, 'failed');
    await useToken(page, club.host, await loginToken(club, email));
    await page.route(
      (url) => preferencePut(url.href),
      async (route) => {
        if (route.request().method() !== 'PUT') return route.fallback();
        await route.fulfill({
          status: 500,
          headers: {
            'access-control-allow-origin': (await route.request().headerValue('origin')) ?? '*',
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            data: null,
            message: 'Preferences are unavailable right now',
            statusCode: 500,
          }),
        });
      },
    );
    await visit(page, variant);
    // The header knows the user once the stored token's profile is back: the login buttons go.
    const t = messages[locale];
    // Both: the bar's and the (closed) mobile menu's.
    await expect(
      page.getByRole('button', { name: t.Header.login_or_signup, includeHidden: true }),
    ).toHaveCount(0);
    const toast = page.locator('.Toastify__toast', { hasText: 'Preferences are unavailable right now' });
    /** Each failed save says so once; the toast is dismissed so the next check starts clean. */
    const expectFailureToast = async () => {
      await expect(toast).toHaveCount(1);
      await toast.getByRole('button').click();
      await expect(toast).toHaveCount(0);
    };

    await choose(page, 'language', otherLocale(locale));
    await expectFailureToast();
    await expect(page).toHaveURL(`${club.host}/${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    await choose(page, 'currency', 'AED');
    await expectFailureToast();
    await expectCurrency(page, club.currency);

    await choose(page, 'country', 'IN', countrySearch.IN[locale]);
    await expectFailureToast();
    await expectCountry(page, club.country);
  });

  test(`an agent sees the wallet and opens the dashboard in a new tab (${variant.title})`, async ({
    page,
  }) => {
    const { club } = variant;
    const email = `agent@${club.domain}`;
    const token = await loginToken(club, email);
    const agent = await api<{ id: number; fullName: string }>(club, 'GET', '/auth/profile', undefined, token);
    const { availableBalance } = await api<{ availableBalance: number }>(
      club,
      'GET',
      `/agent/wallet/available/balance/${agent.id}`,
      undefined,
      token,
    );
    await useToken(page, club.agentHost, token);
    await visit(page, variant, club.agentHost);

    const t = await textsOf(page);
    const menu = await openProfileMenu(page);
    // The balance line (Skyline also shows the agent's points under it, in the same item).
    await expect(walletBalance(menu, t)).toContainText(t.Wallet.balance_label);
    await expect(menu.getByTestId('wallet-amount')).toHaveText(dollars(availableBalance));
    await expect(menu.getByRole('link', { name: /bookings|حجوزاتي/i })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: t.ProfileMenu.logout })).toBeVisible();

    const [panel] = await Promise.all([
      page.context().waitForEvent('page'),
      menu.getByRole('button', { name: t.Wallet.go_to_dashboard }).click(),
    ]);
    await expect(panel).toHaveURL(/\/agent-panel\?token=/);
    expect(panel.url()).not.toContain(token);
    await expect(panel.locator('body')).toContainText(agent.fullName);
    await expect(panel.locator('body')).toContainText(email);
  });
}

for (const variant of variants) {
  test(`no serious accessibility problem with each dropdown open (${variant.title})`, async ({ page }) => {
    // Four full axe runs on a busy machine take longer than one journey.
    test.setTimeout(120_000);
    const { club } = variant;
    const token = await loginToken(club, `agent@${club.domain}`);
    await visit(page, variant);
    for (const name of ['country', 'language', 'currency'] as const) {
      await openPreference(page, name);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(await preferenceButton(page, name)).toHaveAttribute('aria-expanded', 'false');
    }
    await useToken(page, club.agentHost, token);
    await visit(page, variant, club.agentHost);
    const menu = await openProfileMenu(page);
    const t = await textsOf(page);
    await expect(walletBalance(menu, t)).toHaveText(
      new RegExp(`^${escapeRegExp(t.Wallet.balance_label)}\\s*\\$`),
    );
    await expectAccessible(page);
  });
}
