import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { dayAhead } from './flightsSupport';
import { SITE_PORT, messages, type Locale } from './helpers';
import { logInByApi, nakhla, skyline, type Club } from './bookingsSupport';

/**
 * Every 404 is a page before any JavaScript runs: status 404, the not-found title in `<title>`, and
 * the heading and text in the page's language and direction in the HTML itself (issue 34). Next's
 * `notFound()` gave the status with an empty `__next_error__` document; the text was only in the
 * script payload, which is why the body is read here with every `<script>` taken out.
 */

/** The raw HTML of a page, as a client without JavaScript gets it. */
function document(club: Club, path: string, cookie?: string) {
  return new Promise<{ status: number; html: string }>((resolve, reject) => {
    const host = new URL(club.host).host;
    const headers: Record<string, string> = { host, accept: 'text/html' };
    if (cookie) headers.cookie = cookie;
    const call = httpRequest({ host: '127.0.0.1', port: SITE_PORT, path, headers }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, html }));
    });
    call.on('error', reject);
    call.end();
  });
}

const clubName: Record<Locale, string> = { en: 'Skyline Travel', ar: 'نخلة للرحلات' };
const clubOf: Record<Locale, Club> = { en: skyline, ar: nakhla };

async function expectNotFoundPage(locale: Locale, path: string, cookie?: string) {
  const t = messages[locale].NotFound;
  const { status, html } = await document(clubOf[locale], path, cookie);
  expect(status, path).toBe(404);
  expect(html, path).not.toContain('__next_error__');
  expect(html).toMatch(
    new RegExp(`<html[^>]* lang="${locale}"[^>]* dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`),
  );
  expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe(`${t.title} | ${clubName[locale]}`);
  const visible = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  expect(visible).toMatch(new RegExp(`<h1[^>]*>${t.title}</h1>`));
  expect(visible).toContain(t.page_not_found);
  // Inside the club's layout: its header and footer are there too.
  expect(visible).toContain('<footer');
}

const stay = `checkIn=${dayAhead(30)}&checkOut=${dayAhead(32)}&room=2`;

for (const locale of ['en', 'ar'] as const) {
  test.describe(`404 pages before JavaScript (${locale})`, () => {
    test('an unknown path, at any depth', async () => {
      await expectNotFoundPage(locale, `/${locale}/no-such-page`);
      await expectNotFoundPage(locale, `/${locale}/flights/no/such/page`);
    });

    test('/error/404 (where agent-only pages send a customer site) and a malformed path', async () => {
      await expectNotFoundPage(locale, `/${locale}/error/404`);
      await expectNotFoundPage(locale, `/${locale}/%ZZ`);
    });

    test('a hotel the club API does not know', async () => {
      await expectNotFoundPage(locale, `/${locale}/hotels/details?hotelId=129999&${stay}`);
    });

    test('a booking reference a signed-in visitor does not have, and a malformed one', async () => {
      const token = await logInByApi(
        clubOf[locale],
        locale,
        `customer@${locale === 'en' ? 'skyline' : 'nakhla'}.test`,
      );
      const cookie = `auth_token=${token}`;
      await expectNotFoundPage(
        locale,
        `/${locale}/my-bookings/flights/00000000-0000-4000-8000-000000000000`,
        cookie,
      );
      await expectNotFoundPage(
        locale,
        `/${locale}/my-bookings/hotels/00000000-0000-4000-8000-000000000000`,
        cookie,
      );
      await expectNotFoundPage(locale, `/${locale}/my-bookings/flights/not-a-reference`);
    });
  });
}

test('a page that exists still answers 200 with its own title', async () => {
  const { status, html } = await document(skyline, '/en/about-us');
  expect(status).toBe(200);
  expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).not.toContain(messages.en.NotFound.title);
});
