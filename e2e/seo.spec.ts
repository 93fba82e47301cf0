import { expect, test, type Page } from '@playwright/test';
import { roundTripUrl } from './flightsSupport';
import { hosts } from './helpers';

/**
 * The files every club site answers for its own host (the browser resolves *.localhost, Node does
 * not, so each file is opened as a page and its response read).
 */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  if (!response) throw new Error(`no response for ${url}`);
  return response;
}

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const clubs = [
  { name: 'Skyline Travel', shortName: 'Skyline', host: hosts.skyline, language: 'en', colour: '#0b4f8a' },
  // Nakhla's manifest is in Arabic, its default language, and names the club in Arabic.
  { name: 'نخلة للرحلات', shortName: 'نخلة للرحلات', host: hosts.nakhla, language: 'ar', colour: '#1e6b47' },
];

test.describe('club files per host', () => {
  for (const club of clubs) {
    test(`${club.name}: manifest with the club's name, colour and icons`, async ({ page }) => {
      const response = await open(page, `${club.host}/manifest.webmanifest`);
      expect(response.status()).toBe(200);
      const manifest = (await response.json()) as {
        name: string;
        short_name: string;
        theme_color: string;
        lang: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest.name).toBe(club.name);
      expect(manifest.short_name).toBe(club.shortName);
      expect(manifest.theme_color.toLowerCase()).toBe(club.colour);
      expect(manifest.lang).toBe(club.language);
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of manifest.icons) {
        const image = await open(page, `${club.host}${icon.src}`);
        expect(image.status()).toBe(200);
        expect(image.headers()['content-type']).toBe('image/png');
        const size = Number(icon.sizes.split('x')[0]);
        expect(pngSize(await image.body())).toEqual({ width: size, height: size });
      }
    });

    test(`${club.name}: favicon and apple-touch icon`, async ({ page }) => {
      const favicon = await open(page, `${club.host}/favicon.ico`);
      expect(favicon.status()).toBe(200);
      expect(favicon.headers()['content-type']).toBe('image/x-icon');
      const ico = await favicon.body();
      // An ICO header (reserved 0, type 1, one image) wrapping a 32 px PNG.
      expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
      expect(pngSize(ico.subarray(ico.readUInt32LE(18)))).toEqual({ width: 32, height: 32 });

      const apple = await open(page, `${club.host}/club-icon/apple-touch-icon.png`);
      expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });
      expect((await open(page, `${club.host}/club-icon/nothing.png`)).status()).toBe(404);
    });

    test(`${club.name}: robots.txt and sitemap.xml for the customer site`, async ({ page }) => {
      const robots = await open(page, `${club.host}/robots.txt`);
      expect(robots.status()).toBe(200);
      const text = await robots.text();
      expect(text).toContain('User-Agent: *');
      expect(text).toContain('Allow: /');
      for (const path of ['/en/my-account', '/ar/my-bookings', '/en/flights/checkout', '/ar/thankyou']) {
        expect(text).toContain(`Disallow: ${path}`);
      }
      expect(text).toContain(`Sitemap: ${club.host}/sitemap.xml`);

      const sitemap = await open(page, `${club.host}/sitemap.xml`);
      expect(sitemap.status()).toBe(200);
      const xml = await sitemap.text();
      for (const locale of ['en', 'ar']) {
        expect(xml).toContain(`<loc>${club.host}/${locale}</loc>`);
        expect(xml).toContain(`<loc>${club.host}/${locale}/about-us</loc>`);
        expect(xml).toContain(`<loc>${club.host}/${locale}/privacy-policy</loc>`);
      }
      expect(xml).toContain(`hreflang="ar" href="${club.host}/ar/contact-us"`);
      expect(xml).toContain(`hreflang="x-default" href="${club.host}/terms-and-conditions"`);
      expect(xml).not.toContain('my-account');
      expect(xml).not.toContain('/flights');
    });
  }

  test('the agent site is closed to crawlers', async ({ page }) => {
    const robots = await open(page, `${hosts.skylineAgent}/robots.txt`);
    expect(robots.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const text = await robots.text();
    expect(text).toContain('Disallow: /');
    expect(text).not.toContain('Allow:');
    expect(text).not.toContain('Sitemap:');

    const sitemap = await open(page, `${hosts.skylineAgent}/sitemap.xml`);
    expect(await sitemap.text()).not.toContain('<url>');

    const home = await open(page, `${hosts.skylineAgent}/en`);
    expect(home.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test("a host without a club has no files of its own, and its page shows the product's icon", async ({
    page,
  }) => {
    expect((await open(page, `${hosts.unknown}/robots.txt`)).status()).toBe(503);
    expect((await open(page, `${hosts.unknown}/manifest.webmanifest`)).status()).toBe(503);
    await open(page, `${hosts.unknown}/en`);
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/product-icon.svg');
    const icon = await open(page, `${hosts.unknown}/product-icon.svg`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });
});

test.describe('page head', () => {
  test('the English home page names the club and links its languages, icons and manifest', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
    });
    await open(page, `${hosts.skyline}/en`);
    await expect(page).toHaveTitle('Skyline Travel | Flights and hotels');
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${hosts.skyline}/en`);
    await expect(head.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      `${hosts.skyline}/ar`,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      hosts.skyline,
    );
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Skyline Travel');
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${hosts.skyline}/en`);
    await expect(head.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /\/assets\/clubs\/skyline\/logo\.svg$/,
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute(
      'content',
      `${hosts.skyline}/club-icon/icon-512.png`,
    );
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/club-icon/apple-touch-icon.png',
    );
    await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', /#0b4f8a/i);
    // The icons load under the page's Content-Security-Policy.
    const icon = await page.evaluate(async () => (await fetch('/club-icon/icon-32.png')).status);
    expect(icon).toBe(200);
    // The browser loads the icons and the manifest without the policy refusing any of them.
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).status);
    expect(manifest).toBe(200);
    expect(refused).toEqual([]);
  });

  test('the Arabic flight results page has an Arabic title and description with the club name', async ({
    page,
  }) => {
    await open(page, roundTripUrl(hosts.nakhla, 'ar', 'RUH', 'CAI', 30));
    const head = page.locator('head');
    // Arabic pages name the club in Arabic (issue 30 item 19).
    await expect(page).toHaveTitle('نتائج رحلات الطيران | نخلة للرحلات');
    // Search results are nobody's search result: the canonical names the page without its query.
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${hosts.nakhla}/ar/flights`);
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${hosts.nakhla}/en/flights`,
    );
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /نخلة للرحلات/);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /[\u0600-\u06FF]{3,}/);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', /^ar_/);
  });

  test('the Arabic home page takes its title from the club', async ({ page }) => {
    await open(page, `${hosts.nakhla}/ar`);
    await expect(page).toHaveTitle('نخلة للرحلات | رحلات الطيران والفنادق');
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
      'content',
      'نخلة للرحلات | رحلات الطيران والفنادق',
    );
  });

  test('private pages are noindex', async ({ page }) => {
    await open(page, `${hosts.skyline}/en/forgot-password`);
    await expect(page).toHaveTitle('Forgot your password? | Skyline Travel');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await open(page, `${hosts.skyline}/ar/flights/checkout`);
    await expect(page).toHaveTitle('إتمام حجز الرحلة | سكاي لاين للسفر');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
