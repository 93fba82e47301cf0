import { devices, expect, test, type Page, type Response } from '@playwright/test';
import { chooseConfirmedFare, logInThroughPopup, oneWayUrl } from '../e2e/flightsSupport';
import { messages, solveCaptcha } from '../e2e/helpers';
import { expectObservatoryAPlus } from './observatory';

/** Behind the TLS proxy of playwright.https.config.ts: the baseURL is https://skyline.localhost:… */
const site = () => test.info().project.use.baseURL!;

/** Every Content-Security-Policy violation the browser reports, from the page or its workers. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|csp violation/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.warn(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

async function setCookiesOf(response: Response): Promise<string[]> {
  return (await response.headersArray())
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value);
}

test('home, results and checkout get the Observatory A+ headers over HTTPS', async ({ page }) => {
  const pages = [
    ['home', '/en'],
    ['results', oneWayUrl('', 'en', 'DXB', 'LHR', 30)],
    ['checkout', '/en/flights/checkout'],
    ['home in Arabic', '/ar'],
  ] as const;
  const nonces = new Set<string>();
  for (const [name, path] of pages) {
    const response = await page.goto(path);
    expect(response, name).not.toBeNull();
    expect(response!.url(), name).toMatch(/^https:/);
    expect(response!.status(), name).toBe(200);
    const nonce = expectObservatoryAPlus(await response!.allHeaders(), await setCookiesOf(response!));
    // Next puts the nonce on every script of the document it rendered.
    const html = await response!.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, name).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, name).toContain(`nonce="${nonce}"`);
    nonces.add(nonce);
  }
  expect(nonces.size, 'a fresh nonce per response').toBe(pages.length);
});

/**
 * This journey's browser context now and then never finishes closing after every check has passed:
 * about 1 run in 10 here, and both attempts on stop 42's CI, where the `context` fixture's teardown
 * then used up the test's time. Chromium closes its pages and the browser closes cleanly afterwards;
 * the cause was not found (a TLS proxy that closes a broken answer's both sides did not change it).
 * So the test makes its own context, with the project's settings, and waits at most 10 s for it to
 * close: what it checks is all asserted before.
 */
test('results, checkout and the login popup’s captcha run without a CSP violation; cookies are Secure', async ({
  browser,
}) => {
  const desktop = devices['Desktop Chrome'];
  const context = await browser.newContext({
    baseURL: site(),
    ignoreHTTPSErrors: true,
    serviceWorkers: 'block',
    viewport: desktop.viewport,
    userAgent: desktop.userAgent,
    deviceScaleFactor: desktop.deviceScaleFactor,
  });
  try {
    const page = await context.newPage();
    const violations = watchCsp(page);
    await page.goto('/en');
    await expect(page.getByRole('img', { name: /skyline/i }).first()).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => (document.querySelector('header img') as HTMLImageElement | null)?.naturalWidth),
      )
      .toBeGreaterThan(0);

    await chooseConfirmedFare(page, oneWayUrl(site(), 'en', 'DXB', 'LHR', 31), 'en', 'held');
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    // The captcha (ALTCHA: a challenge from the API origin, solved in a blob: worker), then the login.
    await logInThroughPopup(page, 'customer@skyline.test');

    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain('auth_token');
    for (const cookie of cookies) expect(cookie.secure, `cookie ${cookie.name}`).toBe(true);
    expect(violations).toEqual([]);
  } finally {
    await Promise.race([context.close(), new Promise((done) => setTimeout(done, 10_000))]);
  }
});

test('the Arabic home page and its login popup’s captcha run without a CSP violation', async ({ page }) => {
  const violations = watchCsp(page);
  await page.goto('/ar');
  const t = messages.ar;
  await page.getByRole('button', { name: t.Header.login_or_signup }).click();
  const modal = page.getByRole('dialog', { name: t.Auth.welcome_title });
  await modal.getByRole('textbox', { name: t.Auth.email_label }).fill('customer@skyline.test');
  await solveCaptcha(modal);
  expect(violations).toEqual([]);

  // The watch itself works: an image from an origin the policy does not name is refused, reported.
  await page.evaluate(() => {
    new Image().src = 'https://not-allowed.example/pixel.png';
  });
  await expect.poll(() => violations.join('\n')).toMatch(/img-src/);
});
