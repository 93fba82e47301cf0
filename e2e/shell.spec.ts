import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { desktop, expectAccessible, expectHomeHydrated, hosts, messages, phone } from './helpers';

/** The stylesheets inlined in the head, in order (React lists a precedence's sheets in data-href). */
const inlinedSheets = (page: Page) =>
  page
    .locator('style[data-href]')
    .evaluateAll((styles) => styles.flatMap((style) => (style.getAttribute('data-href') ?? '').split(' ')));

test.describe('club resolution and locales', () => {
  test("`/` goes to the club's default locale", async ({ page }) => {
    await page.goto(`${hosts.skyline}/`);
    await expect(page).toHaveURL(`${hosts.skyline}/en`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible(page);
  });

  test('Nakhla serves Arabic, right-to-left, by default', async ({ page }) => {
    await page.goto(`${hosts.nakhla}/`);
    await expect(page).toHaveURL(`${hosts.nakhla}/ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('body')).toHaveClass(/club-nakhla/);
    // Theme 1 in Arabic uses the Arabic stylesheet as well as Bootstrap's RTL build (inlined: React
    // writes a precedence's sheets into one <style>, their hrefs in data-href, in order).
    const sheets = await inlinedSheets(page);
    expect(sheets.findIndex((href) => href.includes('app.rtl'))).toBe(0);
    expect(sheets.findIndex((href) => href.includes('arabic'))).toBe(1);
    await expectAccessible(page);
  });

  test('/ar is right-to-left with Arabic text, /en left-to-right', async ({ page }) => {
    await page.goto(`${hosts.skyline}/ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('main')).toContainText(/[\u0600-\u06FF]{3,}/);
    const arSheets = await inlinedSheets(page);
    // Skyline's theme is not 1: Bootstrap's RTL build but not the Arabic stylesheet.
    expect(arSheets.some((h) => h.includes('app.rtl'))).toBe(true);
    expect(arSheets.some((h) => h.includes('arabic'))).toBe(false);
    await expectAccessible(page);

    await page.goto(`${hosts.skyline}/en`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('body')).toHaveClass(/club-skyline/);
  });

  test('the home page streams as Next.js writes it: its scripts and first stylesheet (inlined) in the HTML; the second stylesheet follows', async ({
    page,
  }) => {
    await page.goto(`${hosts.skyline}/en`);
    // As served (fetched from the page: Node does not resolve *.localhost): the home page inlines
    // the first stylesheet alone, every other page the first and then the second, and links none,
    // so the first paint waits for no stylesheet request; each sheet's text is in the HTML once
    // (not again in the RSC payload). The chunk scripts are Next.js's own tags (nothing rewrites
    // the HTML: issue 31).
    const served = (path: string) => page.evaluate(async (url) => (await fetch(url)).text(), path);
    const inlinedIn = (html: string) =>
      [...html.matchAll(/<style data-precedence="[^"]+" data-href="([^"]+)"/g)].flatMap((m) =>
        (m[1] ?? '').split(' '),
      );
    const home = await served('/en');
    expect(inlinedIn(home).some((href) => href.includes('app.ltr'))).toBe(true);
    expect(inlinedIn(home).some((href) => href.includes('pages.'))).toBe(false);
    expect(home).not.toContain('<link rel="stylesheet"');
    expect(home.split('--bs-body-font-family:').length - 1).toBe(1);
    expect(home).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js"[^>]*async/);
    const checkoutHtml = await served('/ar/flights/checkout');
    const checkout = inlinedIn(checkoutHtml);
    expect(checkout.findIndex((href) => href.includes('app.rtl'))).toBe(0);
    expect(checkout.findIndex((href) => href.includes('pages.rtl'))).toBeGreaterThan(0);
    expect(checkoutHtml).not.toContain('<link rel="stylesheet"');

    // In the browser the home page adds the second one after the first, so its rules apply.
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--toastify-color-light'),
        ),
      )
      .toBe('#fff');
    const inBrowser = await page.evaluate(() =>
      [...document.styleSheets].map(
        (sheet) =>
          (sheet.ownerNode as Element).getAttribute('href') ??
          (sheet.ownerNode as Element).getAttribute('data-href') ??
          '',
      ),
    );
    expect(inBrowser.findIndex((href) => href.includes('app.ltr'))).toBeGreaterThanOrEqual(0);
    expect(inBrowser.findIndex((href) => href.includes('pages.ltr'))).toBeGreaterThan(
      inBrowser.findIndex((href) => href.includes('app.ltr')),
    );
    await expect(page.locator('.home-hero__title')).toHaveCSS('font-size', '48px');
  });

  test("the theme's colours become CSS custom properties", async ({ page }) => {
    await page.goto(`${hosts.skyline}/en`);
    const value = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary-100').trim(),
    );
    expect(value).toMatch(/^#[0-9a-f]{3,8}$/i);
    for (const name of [
      '--primary-20',
      '--primary-30',
      '--secondary-20',
      '--secondary-100',
      '--primary-box',
    ]) {
      const v = await page.evaluate(
        (n) => getComputedStyle(document.documentElement).getPropertyValue(n),
        name,
      );
      expect(v.trim(), name).not.toBe('');
    }
  });

  test('an unknown host shows the no-configuration page with a retry', async ({ page }) => {
    const response = await page.goto(`${hosts.unknown}/en`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('button', { name: /retry|try again/i })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('agent and customer sites', () => {
  test("the agent host's login button goes to /agent-login", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto(`${hosts.skylineAgent}/en`);
    const login = page
      .getByRole('banner')
      .getByRole('link', { name: /login|sign up/i })
      .first();
    await expect(login).toHaveAttribute('href', '/en/agent-login');
  });

  test('the customer host has a login button, not an agent link', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto(`${hosts.skyline}/en`);
    await expect(page.getByRole('button', { name: messages.en.Header.login_or_signup })).toBeVisible();
  });

  test('/en/agent-review on a customer host lands on /en/error/404', async ({ page }) => {
    await page.goto(`${hosts.skyline}/en/agent-review`);
    await expect(page).toHaveURL(`${hosts.skyline}/en/error/404`);
    // Its own title, not the home page's (issue 30, item 36).
    await expect(page).toHaveTitle('Page not found | Skyline Travel');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i })).toBeVisible();
    await expectAccessible(page);
  });

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto(`${hosts.skyline}/en/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | Skyline Travel');
  });

  test('the Arabic not-found page says so in its title', async ({ page }) => {
    const response = await page.goto(`${hosts.nakhla}/ar/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('الصفحة غير موجودة | نخلة للرحلات');
  });
});

test.describe('shell', () => {
  for (const viewport of [desktop, phone]) {
    test(`the footer shows the current year (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${hosts.skyline}/en`);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(String(new Date().getFullYear()));
      await expect(footer).toContainText('Skyline Travel LLC. All rights reserved.');
      await expect(footer.getByRole('link', { name: /instagram/i })).toHaveAttribute('href', /instagram/);
      await expectAccessible(page);
    });
  }

  test('going offline shows the offline modal and reconnecting hides it', async ({ page, context }) => {
    await page.goto(`${hosts.skyline}/en`);
    await expectHomeHydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.setOffline(true);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await context.setOffline(false);
    await expect(dialog).toBeHidden();
  });

  test('every answer of a page has its own nonce, in the policy and on every script, and runs', async ({
    page,
    context,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
    });
    const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? '';
    const first = await page.goto(`${hosts.skyline}/en/about-us`);
    const second = await page.goto(`${hosts.skyline}/en/about-us`);
    const firstHeaders = (await first?.allHeaders()) ?? {};
    const secondHeaders = (await second?.allHeaders()) ?? {};
    // Rendered per request (no page cache in the site: docs/site-server.md), never a shared nonce.
    const [firstNonce, secondNonce] = [firstHeaders, secondHeaders].map((h) =>
      nonceOf(h['content-security-policy']),
    );
    expect(secondNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(secondNonce).not.toBe(firstNonce);
    const html = (await second?.text()) ?? '';
    expect(html).not.toContain(firstNonce);
    const scripts = [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) expect(script).toContain(`nonce="${secondNonce}"`);
    // Its scripts ran: the page reacts to going offline.
    await context.setOffline(true);
    await expect(page.getByRole('dialog')).toBeVisible();
    await context.setOffline(false);
    expect(refused).toEqual([]);
  });

  test('the Arabic home page at 375px is accessible', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(`${hosts.nakhla}/ar`);
    await expectAccessible(page);
  });

  test('the Arabic footer shows the Arabic copyright line', async ({ page }) => {
    await page.goto(`${hosts.nakhla}/ar`);
    const line = page.getByRole('contentinfo').getByText(/^©/);
    await expect(line).toHaveText(
      `© ${new Date().getFullYear()} \u2068شركة نخلة للرحلات. جميع الحقوق محفوظة.\u2069`,
    );
  });
});
