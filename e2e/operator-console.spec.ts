import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CLUB_TEXTS } from '../sandbox/routes/operator/club-texts';
import { OPERATOR_TEXTS } from '../sandbox/routes/operator/texts';
import { axeResults } from './axe';
import { SANDBOX, SITE_PORT, desktop, phone } from './helpers';

type Box = { x: number; y: number; width: number; height: number };

/**
 * The operator console (the API's /operator) as a super administrator uses it, in English at
 * 1280 px and in Arabic at 375 px: create a club (hosts, names in both languages, colours), see its
 * host work on the running site at once, upload a logo (a hostile SVG refused first), change its
 * colours (an unreadable pair refused, then a readable one reaching the site within
 * CLUB_CONFIG_TTL_MS, 2 s here, with no restart), blacklist an airport and see it leave the site's
 * airport list, edit the terms and read them on the site. Every console page on the way is checked
 * with axe. Each run makes its own club, so the demo clubs the other specs use are untouched.
 *
 * The new club's host (`<slug>.localhost`) is reached by the browser only: Chromium resolves every
 * `*.localhost` name to the loopback address, the test runner's Node does not.
 */

const ADMIN = 'admin@console.test';
const PASSWORD = 'Travel@123';
// A change must show on the site within CLUB_CONFIG_TTL_MS (2 s in playwright.config.ts); the margin
// covers a page load on a busy machine.
const SITE_DEADLINE_MS = 8_000;

const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" onload="alert(1)"/><script>alert(1)</script></svg>';

const journeys = [
  {
    lang: 'en' as const,
    viewport: desktop,
    airport: 'LHR',
    nameEn: 'Console Trips',
    nameAr: 'رحلات اللوحة',
    terms: { title: 'Terms of Console Trips', heading: 'Booking rules', text: 'Tickets are final' },
  },
  {
    lang: 'ar' as const,
    viewport: phone,
    airport: 'CDG',
    nameEn: 'Oasis Journeys',
    nameAr: 'رحلات الواحة',
    terms: { title: 'شروط رحلات الواحة', heading: 'قواعد الحجز', text: 'التذاكر نهائية بعد الإصدار' },
  },
];

/**
 * No accessibility violation at all (the console is small, server-drawn HTML) on the page as it stands.
 * The theme preview is left out: it is a sample of the operator's draft colours (hidden from screen
 * readers), drawn unreadable on purpose when the draft is, which the contrast check beside it refuses.
 */
async function expectAccessible(page: Page) {
  const results = await axeResults(page, { exclude: ['[data-theme-preview]'] });
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** The site's own CSS variable for a theme colour, as the page in the browser has it. */
const siteColour = (site: Page, name: string) =>
  site.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim().toLowerCase(),
    name,
  );

/** The codes of the site's airport list for the search form, asked by the browser on the club's host. */
const siteAirports = (site: Page, lang: string) =>
  site.evaluate(async (language) => {
    const response = await fetch('/api/populateDump', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language }),
      cache: 'no-store',
    });
    const body = (await response.json()) as { data: { code: string }[] };
    return body.data.map((airport) => airport.code);
  }, lang);

for (const journey of journeys) {
  const { lang, viewport } = journey;
  const t = CLUB_TEXTS[lang];
  const o = OPERATOR_TEXTS[lang];

  test.describe(`operator console, ${lang} at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('a super administrator creates a club and runs it from the console', async ({ page, context }) => {
      test.setTimeout(150_000);
      const slug = `console-${lang}-${Date.now().toString(36)}`;
      const host = `${slug}.localhost:${SITE_PORT}`;
      const siteUrl = `http://${host}`;
      const site = await context.newPage();

      await test.step('the new host is unknown to the site before the club exists', async () => {
        const before = await site.goto(`${siteUrl}/${lang}`);
        expect(before?.status()).not.toBe(200);
      });

      await test.step('sign in', async () => {
        await page.goto(`${SANDBOX}/operator`);
        if (lang === 'ar') await page.getByRole('link', { name: o.languageName, exact: true }).click();
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expectAccessible(page);
        await page.getByLabel(o.email, { exact: true }).fill(ADMIN);
        await page.getByLabel(o.password, { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: o.signIn, exact: true }).click();
        await expect(page).toHaveURL(`${SANDBOX}/operator/clubs`);
        await expect(page.getByRole('heading', { level: 1, name: t.clubsTitle })).toBeVisible();
        await expectAccessible(page);
      });

      await test.step('create the club: a taken host is refused and everything typed is kept', async () => {
        await page.getByRole('link', { name: t.newClub, exact: true }).click();
        await page.getByLabel(t.slug, { exact: true }).fill(slug);
        await page.getByLabel(t.nameEn, { exact: true }).fill(journey.nameEn);
        await page.getByLabel(t.nameAr, { exact: true }).fill(journey.nameAr);
        await page.getByLabel(t.clubClass, { exact: true }).fill(`club-${lang}-console`);
        await page.getByLabel(t.operatorEmail, { exact: true }).fill(`operator@${slug}.test`);
        // Skyline's host: another club has it.
        await page.getByLabel(t.customerHost, { exact: true }).fill(`skyline.localhost:${SITE_PORT}`);
        await page.getByLabel(t.agentHost, { exact: true }).fill(`agent.${host}`);
        await page.getByLabel(t.copyrightEn, { exact: true }).fill(`${journey.nameEn}.`);
        await page.getByLabel(t.copyrightAr, { exact: true }).fill(`${journey.nameAr}.`);
        await page.getByLabel(t.shade(t.primary, '100'), { exact: true }).fill('#5b2a86');
        await page.getByLabel(t.shade(t.secondary, '100'), { exact: true }).fill('#b3261e');
        await page.getByRole('button', { name: t.createClub, exact: true }).click();

        const summary = page.locator('#error-summary');
        await expect(summary).toBeFocused();
        await expect(summary).toContainText(t.errors.hostTaken);
        await expect(page.getByLabel(t.customerHost, { exact: true })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        await expect(page.getByLabel(t.nameAr, { exact: true })).toHaveValue(journey.nameAr);
        await expect(page.getByLabel(t.shade(t.primary, '100'), { exact: true })).toHaveValue('#5b2a86');
        await expectAccessible(page);

        await summary.getByRole('link', { name: new RegExp(t.customerHost) }).click();
        await expect(page.getByLabel(t.customerHost, { exact: true })).toBeFocused();
        await page.getByLabel(t.customerHost, { exact: true }).fill(host);
        await page.getByRole('button', { name: t.createClub, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: t.clubCreated })).toBeVisible();
        await expect(page.getByTestId('setup-link')).toContainText('/operator/setup?token=');
        await expectAccessible(page);
      });

      await test.step('its host works on the running site as soon as it is saved', async () => {
        await expect(async () => {
          const answer = await site.goto(`${siteUrl}/${lang}`);
          expect(answer?.status()).toBe(200);
        }).toPass({ timeout: SITE_DEADLINE_MS });
        await expect(site.locator('html')).toHaveAttribute('lang', lang);
        expect(await siteColour(site, '--primary-100')).toBe('#5b2a86');
        expect(await siteAirports(site, lang)).toContain(journey.airport);
      });

      await test.step('logo: a hostile SVG is refused in the console’s language, a PNG is kept', async () => {
        await page.getByRole('link', { name: t.editClub(journey.nameEn), exact: true }).click();
        await expect(page).toHaveURL(/\/operator\/clubs\/\d+$/);
        const logo = page.getByLabel(t.logoFile, { exact: true });
        // The picker speaks the page's language (the browser's own control would not).
        await expect(page.locator('.file-button')).toHaveText(t.chooseFile);
        await expect(page.locator('#field-logo-name')).toHaveText(t.noFileChosen);
        // Unsaved typing in the settings form survives every logo upload, refused or kept.
        const unsaved = page.getByLabel(t.copyrightEn, { exact: true });
        await unsaved.fill('Typed before the logo.');
        // A file that is not an image is refused before it is sent, and stays chosen.
        await logo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
        await page.getByRole('button', { name: t.upload, exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: t.logoErrors.badType })).toBeVisible();
        await expect(page.locator('#field-logo-name')).toHaveText('notes.txt');
        await expect(unsaved).toHaveValue('Typed before the logo.');
        await logo.setInputFiles({
          name: 'hostile.svg',
          mimeType: 'image/svg+xml',
          buffer: Buffer.from(HOSTILE_SVG),
        });
        await expect(page.locator('#field-logo-name')).toHaveText('hostile.svg');
        await page.getByRole('button', { name: t.upload, exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: t.logoErrors.unsafeSvg })).toBeVisible();
        await expect(logo).toHaveAttribute('aria-invalid', 'true');
        // Refused by the server: the file is still the chosen one, and nothing typed is lost.
        await expect(page.locator('#field-logo-name')).toHaveText('hostile.svg');
        await expect(unsaved).toHaveValue('Typed before the logo.');
        await expectAccessible(page);

        const png = await sharp({
          create: { width: 180, height: 60, channels: 4, background: '#5b2a86' },
        })
          .png()
          .toBuffer();
        await logo.setInputFiles({ name: 'club-logo.png', mimeType: 'image/png', buffer: png });
        await page.getByRole('button', { name: t.upload, exact: true }).click();
        await expect(page.getByText(t.logoSaved)).toBeVisible();
        await expect(unsaved).toHaveValue('Typed before the logo.');
        const src = await page.getByTestId('club-logo').getAttribute('src');
        expect(src).toMatch(new RegExp(`^/assets/clubs/${slug}/logo-[0-9a-f]{16}\\.png$`));
        // The site's header shows it within CLUB_CONFIG_TTL_MS.
        await expect(async () => {
          await site.reload();
          expect(await site.locator('.site-header__logo img').getAttribute('src')).toMatch(
            new RegExp(`${src!.replace(/[.]/g, '\\.')}$`),
          );
        }).toPass({ timeout: SITE_DEADLINE_MS });
      });

      await test.step('colours: an unreadable pair is refused, a readable change reaches the site', async () => {
        const primary = page.getByLabel(t.shade(t.primary, '100'), { exact: true });
        const copyright = page.getByLabel(t.copyrightEn, { exact: true });
        await primary.fill('#ffff00');
        await copyright.fill('Typed, not yet saved.');
        // The live preview: redrawn and checked while typing, before anything is sent.
        const links = page.getByTestId('contrast').locator('[data-check="links"]');
        await expect(links).toHaveText(t.contrastLine(t.contrastLinks, '1.07', false));
        await expect(page.locator('.preview-header')).toHaveCSS('background-color', 'rgb(255, 255, 0)');

        await page.getByRole('button', { name: t.save, exact: true }).click();
        const summary = page.locator('#error-summary');
        await expect(summary).toBeFocused();
        await expect(summary).toContainText(t.unreadable(t.contrastLinks, '1.07'));
        await expect(primary).toHaveValue('#ffff00');
        await expect(primary).toHaveAttribute('aria-invalid', 'true');
        await expect(copyright).toHaveValue('Typed, not yet saved.');
        await expectAccessible(page);
        // Nothing reached the site.
        await site.reload();
        expect(await siteColour(site, '--primary-100')).toBe('#5b2a86');

        await primary.fill('#1b5e20');
        await expect(links).toHaveText(t.contrastLine(t.contrastLinks, '7.86', true));
        await page.getByRole('button', { name: t.save, exact: true }).click();
        await expect(page.getByText(t.saved)).toBeVisible();
        const savedAt = Date.now();
        await expect(async () => {
          await site.reload();
          expect(await siteColour(site, '--primary-100')).toBe('#1b5e20');
        }).toPass({ timeout: SITE_DEADLINE_MS });
        test.info().annotations.push({
          type: 'colour on the site after',
          description: `${Date.now() - savedAt} ms (CLUB_CONFIG_TTL_MS 2000)`,
        });
      });

      await test.step('a blacklisted airport leaves the site’s airport list', async () => {
        const code = page.getByLabel(t.airportCode, { exact: true });
        const reason = page.getByLabel(t.airportReason, { exact: true });
        await code.fill('ZZQ');
        await reason.fill('Console journey');
        await page.getByRole('button', { name: t.addAirport, exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: t.airportErrors.unknown })).toBeVisible();
        await expect(code).toHaveValue('ZZQ');
        await expect(reason).toHaveValue('Console journey');
        await expectAccessible(page);

        await code.fill(journey.airport.toLowerCase());
        await page.getByRole('button', { name: t.addAirport, exact: true }).click();
        await expect(page.getByTestId('blacklist')).toContainText(journey.airport);
        // Each row on one line, read in the page's direction: the code, the name, then its button.
        const row = page.getByTestId('blacklist').locator('li', { hasText: journey.airport });
        const boxes = await Promise.all(
          ['.airport-code', '.airport-name', 'button'].map(
            async (part) => (await row.locator(part).boundingBox())!,
          ),
        );
        const [codeBox, nameBox, removeBox] = boxes as [Box, Box, Box];
        expect(removeBox.y, 'the Remove button is on its airport’s line').toBeLessThan(
          codeBox.y + codeBox.height,
        );
        expect(removeBox.y + removeBox.height).toBeGreaterThan(codeBox.y);
        const order = lang === 'ar' ? [removeBox, nameBox, codeBox] : [codeBox, nameBox, removeBox];
        expect(order[0]!.x).toBeLessThan(order[1]!.x);
        expect(order[1]!.x).toBeLessThan(order[2]!.x);
        await expect(row.getByRole('button')).toHaveText(t.removeAirport(journey.airport));
        await expect
          .poll(() => siteAirports(site, lang), { timeout: SITE_DEADLINE_MS })
          .not.toContain(journey.airport);
      });

      await test.step('the terms edited in the console show on the site', async () => {
        const link = t.editPage(t.pageNames['terms-and-conditions'], t.languageNames[lang] ?? lang);
        await page.getByRole('link', { name: link, exact: true }).click();
        await expectAccessible(page);
        await page.getByLabel(t.pageTitle, { exact: true }).fill(journey.terms.title);
        await page
          .getByLabel(t.pageBody, { exact: true })
          .fill(
            `<h2 id="booking">${journey.terms.heading}</h2><p>${journey.terms.text}</p><script>alert(1)</script>`,
          );
        await page.getByRole('button', { name: t.save, exact: true }).click();
        await expect(page.getByText(t.pageSaved)).toBeVisible();
        await expect(async () => {
          await site.goto(`${siteUrl}/${lang}/terms-and-conditions`);
          await expect(site.getByRole('heading', { name: journey.terms.heading })).toBeVisible({
            timeout: 1_000,
          });
        }).toPass({ timeout: SITE_DEADLINE_MS });
        await expect(site.getByText(journey.terms.text)).toBeVisible();
        expect(await site.content()).not.toContain('alert(1)');
      });
    });
  });
}
