import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX, desktop, hosts, phone } from './helpers';

/**
 * The operator console (sandbox /operator), in English on Skyline and in Arabic on Nakhla: a logo
 * upload (a hostile SVG refused first), an unreadable colour refused, an airport blacklisted and
 * gone from the site's airport list, the terms edited and shown on the site. Each test puts the
 * club back as it found it (the airport removed, the terms restored, the logo re-uploaded from the
 * club's own file), so the other specs sharing this sandbox see the demo clubs unchanged.
 */

const PASSWORD = 'Travel@123';

const variants = [
  {
    locale: 'en' as const,
    language: 'English',
    operator: 'operator@skyline.test',
    site: hosts.skyline,
    slug: 'skyline',
    airport: 'LHR',
    t: {
      email: 'Email',
      password: 'Password',
      signIn: 'Sign in',
      club: 'Club settings',
      logoFile: 'New logo file',
      upload: 'Upload logo',
      unsafe: 'This SVG was refused',
      logoSaved: 'The new logo is saved.',
      primary100: 'Primary 100',
      save: 'Save',
      unreadable: 'Unreadable: Links (primary 100 on white)',
      airportCode: 'Airport code (IATA)',
      airportReason: 'Reason (shown to no visitor)',
      addAirport: 'Add airport',
      remove: 'Remove LHR',
      terms: 'Terms and conditions (English)',
      title: 'Title',
      body: 'Text',
      pageSaved: 'The page is saved.',
    },
  },
  {
    locale: 'ar' as const,
    language: 'العربية',
    operator: 'operator@nakhla.test',
    site: hosts.nakhla,
    slug: 'nakhla',
    airport: 'CDG',
    t: {
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      signIn: 'تسجيل الدخول',
      club: 'إعدادات النادي',
      logoFile: 'ملف الشعار الجديد',
      upload: 'رفع الشعار',
      unsafe: 'رُفض ملف SVG هذا',
      logoSaved: 'تم حفظ الشعار الجديد.',
      primary100: 'الأساسي 100',
      save: 'حفظ',
      unreadable: 'غير مقروء: نسبة التباين في «الروابط (الأساسي 100 على الأبيض)»',
      airportCode: 'رمز المطار (IATA)',
      airportReason: 'السبب (لا يظهر للزوار)',
      addAirport: 'إضافة المطار',
      remove: 'إزالة CDG',
      terms: 'الشروط والأحكام (العربية)',
      title: 'العنوان',
      body: 'النص',
      pageSaved: 'تم حفظ الصفحة.',
    },
  },
];

const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10"/></svg>';

async function signIn(page: Page, v: (typeof variants)[number]) {
  await page.goto(`${SANDBOX}/operator`);
  await page.getByRole('link', { name: v.language, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', v.locale === 'ar' ? 'rtl' : 'ltr');
  await page.getByLabel(v.t.email, { exact: true }).fill(v.operator);
  await page.getByLabel(v.t.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: v.t.signIn, exact: true }).click();
  await page.getByRole('link', { name: v.t.club, exact: true }).click();
  await expect(page).toHaveURL(`${SANDBOX}/operator/club`);
}

/** The codes of the site's airport list for the search form (a fresh request: no browser cache). */
async function siteAirports(request: APIRequestContext, site: string, language: string): Promise<string[]> {
  const response = await request.post(`${site}/api/populateDump`, { data: { language } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { code: string }[] };
  return body.data.map((airport) => airport.code);
}

for (const v of variants) {
  for (const viewport of [desktop, phone]) {
    test.describe(`operator console, ${v.locale} at ${viewport.width}px`, () => {
      test.use({ viewport });
      test.describe.configure({ mode: 'serial' });

      test('logo: a hostile SVG is refused, the club’s own logo is accepted', async ({ page, request }) => {
        await signIn(page, v);
        await page.getByLabel(v.t.logoFile, { exact: true }).setInputFiles({
          name: 'evil.svg',
          mimeType: 'image/svg+xml',
          buffer: Buffer.from(HOSTILE_SVG),
        });
        await page.getByRole('button', { name: v.t.upload, exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: v.t.unsafe })).toBeVisible();
        await expect(page.getByLabel(v.t.logoFile, { exact: true })).toHaveAttribute('aria-invalid', 'true');

        const own = await request.get(`${SANDBOX}/assets/clubs/${v.slug}/logo.svg`);
        await page.getByLabel(v.t.logoFile, { exact: true }).setInputFiles({
          name: 'logo.svg',
          mimeType: 'image/svg+xml',
          buffer: Buffer.from(await own.body()),
        });
        await page.getByRole('button', { name: v.t.upload, exact: true }).click();
        await expect(page.getByText(v.t.logoSaved)).toBeVisible();
        const src = await page.getByTestId('club-logo').getAttribute('src');
        expect(src).toMatch(new RegExp(`^/assets/clubs/${v.slug}/logo-[0-9a-f]{16}\\.svg$`));
        // The site takes the new logo from its configuration within CLUB_CONFIG_TTL_MS (2 s here):
        // written into the page as a data URL (a small SVG) or by its new address.
        const uploaded = Buffer.from(await (await request.get(`${SANDBOX}${src}`)).body()).toString('base64');
        await expect
          .poll(
            async () => {
              const html = await (await request.get(`${v.site}/${v.locale}`)).text();
              return html.includes(uploaded) || html.includes(src!);
            },
            { timeout: 15_000 },
          )
          .toBe(true);
      });

      test('colours: an unreadable link colour is refused with the typed value kept', async ({ page }) => {
        await signIn(page, v);
        const primary = page.getByLabel(v.t.primary100, { exact: true });
        const before = await primary.inputValue();
        await primary.fill('#ffff00');
        await page.getByRole('button', { name: v.t.save, exact: true }).click();
        const summary = page.locator('#error-summary');
        await expect(summary).toBeFocused();
        await expect(summary).toContainText(v.t.unreadable);
        await expect(page.getByLabel(v.t.primary100, { exact: true })).toHaveValue('#ffff00');
        await expect(page.getByLabel(v.t.primary100, { exact: true })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        // The summary's link takes the keyboard to the field.
        await summary.getByRole('link').first().click();
        await expect(page.getByLabel(v.t.primary100, { exact: true })).toBeFocused();
        // Nothing was saved.
        await page.goto(`${SANDBOX}/operator/club`);
        await expect(page.getByLabel(v.t.primary100, { exact: true })).toHaveValue(before);
      });

      test('a blacklisted airport vanishes from the site’s airport list', async ({ page, request }) => {
        expect(await siteAirports(request, v.site, v.locale)).toContain(v.airport);
        await signIn(page, v);
        await page.getByLabel(v.t.airportCode, { exact: true }).fill(v.airport.toLowerCase());
        await page.getByLabel(v.t.airportReason, { exact: true }).fill('Console test');
        await page.getByRole('button', { name: v.t.addAirport, exact: true }).click();
        await expect(page.getByTestId('blacklist')).toContainText(v.airport);
        await expect
          .poll(async () => siteAirports(request, v.site, v.locale), { timeout: 10_000 })
          .not.toContain(v.airport);
        await page.getByRole('button', { name: v.t.remove, exact: true }).click();
        await expect
          .poll(async () => siteAirports(request, v.site, v.locale), { timeout: 10_000 })
          .toContain(v.airport);
      });

      test('the terms edited in the console show on the site', async ({ page }) => {
        await signIn(page, v);
        await page.getByRole('link', { name: v.t.terms, exact: true }).click();
        const title = page.getByLabel(v.t.title, { exact: true });
        const body = page.getByLabel(v.t.body, { exact: true });
        const original = { title: await title.inputValue(), body: await body.inputValue() };
        const marker = `console-${v.locale}-${viewport.width}-${Date.now()}`;
        await body.fill(`<p>${marker}</p><script>alert(1)</script>${original.body}`);
        await page.getByRole('button', { name: v.t.save, exact: true }).click();
        await expect(page.getByText(v.t.pageSaved)).toBeVisible();
        const site = await page.context().newPage();
        await site.goto(`${v.site}/${v.locale}/terms-and-conditions`);
        await expect(site.getByText(marker)).toBeVisible();
        await site.close();
        // Put the terms back.
        await page.getByLabel(v.t.title, { exact: true }).fill(original.title);
        await page.getByLabel(v.t.body, { exact: true }).fill(original.body);
        await page.getByRole('button', { name: v.t.save, exact: true }).click();
        await expect(page.getByText(v.t.pageSaved)).toBeVisible();
      });
    });
  }
}
