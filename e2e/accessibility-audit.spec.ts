import { expect, test, type Page } from '@playwright/test';
import { aSubmittedApplicant } from './agentSupport';
import { axeResults } from './axe';
import { aFlightBooking, aHotelBooking, skyline, unique, verifiedCustomer } from './bookingsSupport';
import { dayAhead } from './flightsSupport';
import { desktop, hosts, messages, phone, type Locale } from './helpers';

/**
 * The audit behind the accessibility statement (/accessibility, issue 35): axe-core with every rule
 * it runs by default (WCAG 2.0/2.1/2.2 A and AA and its best practices) on every route of the site
 * (src/app), in English and Arabic, at 1280 and 375 px; zero violations of any impact. One page
 * load per route, language and width; one sign-in per test (a cookie), none per page.
 *
 * Routes and how each is reached:
 * - public pages by their address; the results and details pages with a search in the address;
 * - the invalid-URL pages from a malformed search address (as visitors reach them);
 * - /flights/checkout, /hotels/checkout and /checkout with nothing held (what a visitor who opens
 *   them sees); the filled-in checkouts are audited by the journeys in flights-checkout and
 *   hotels-book (expectAccessible), not here, to keep this to one load per route;
 * - /my-account, /my-bookings and both booking detail pages signed in as a customer with a flight
 *   and a hotel booking made through the API; /thankyou for the signed-in owner's booking;
 * - /agent-login on the agent host, signed out; /agent-login/details, /agent-review and
 *   /agent-login/thank-you signed in as an agent applicant whose application was made and
 *   submitted through the API (e2e/agentSupport.ts);
 * - /offline (the service worker's page when the network is gone), online and with the offline
 *   dialog over it;
 * - /club-unavailable on a host with no club.
 */

const viewports = [desktop, phone] as const;
const locales: Locale[] = ['en', 'ar'];

interface Fixture {
  token: string;
  flightId: string;
  hotelId: string;
}

const fixtures = new Map<Locale, Fixture>();
/**
 * One customer with a paid flight and hotel booking, made once per worker and language through the
 * API. The customer signs up in the audit's language: a signed-in page follows the account's
 * language, so an English account turned /ar/my-account into /en/my-account while axe read it
 * (a document-title finding on CI, and an Arabic audit of English pages).
 */
async function customerWithBookings(locale: Locale): Promise<Fixture> {
  const known = fixtures.get(locale);
  if (known) return known;
  const email = `e2e.axe.${unique()}@mail.test`;
  const token = await verifiedCustomer(skyline, locale, email);
  const flight = await aFlightBooking(skyline, locale, token, email);
  const hotel = await aHotelBooking(skyline, locale, token, email);
  const fixture = { token, flightId: flight.bookingId, hotelId: hotel.bookingId };
  fixtures.set(locale, fixture);
  return fixture;
}

/**
 * Every violation on the page as it stands, one line each (route, rule, impact, first targets).
 * With E2E_SHOTS_DIR set, the page audited is also kept as a screenshot there.
 */
async function violationsOn(page: Page, route: string): Promise<string[]> {
  // Next.js streams a client-navigated page's title after its content: wait for one.
  await expect(page).toHaveTitle(/\S/);
  const shots = process.env.E2E_SHOTS_DIR;
  if (shots) {
    const lang = await page.locator('html').getAttribute('lang');
    const name = `${route.replace(/[^a-z0-9]+/gi, '_')}-${lang}-${page.viewportSize()?.width}.png`;
    await page.screenshot({ path: `${shots}/${name}`, fullPage: true });
  }
  const { violations } = await axeResults(page);
  return violations.map(
    (v) =>
      `${route}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

const stay = `checkIn=${dayAhead(14)}&checkOut=${dayAhead(16)}`;
const PUBLIC_ROUTES: {
  route: string;
  path: string;
  ready?: (page: Page, locale: Locale) => Promise<void>;
}[] = [
  { route: '/', path: '' },
  { route: '/about-us', path: '/about-us' },
  { route: '/accessibility', path: '/accessibility' },
  { route: '/contact-us', path: '/contact-us?topic=accessibility' },
  { route: '/cms/privacy-policy', path: '/cms/privacy-policy' },
  { route: '/cms/terms-and-conditions', path: '/cms/terms-and-conditions' },
  { route: '/privacy-policy', path: '/privacy-policy' },
  { route: '/terms-and-conditions', path: '/terms-and-conditions' },
  { route: '/error/404', path: '/error/404' },
  { route: '/[...rest]', path: '/no-such-page' },
  { route: '/forgot-password', path: '/forgot-password' },
  { route: '/reset-password', path: '/reset-password' },
  { route: '/manage-booking', path: '/manage-booking' },
  {
    route: '/flights',
    path: `/flights?type=oneway&from=DXB&to=LHR&depart=${dayAhead(30)}&adults=1&children=0&infants=0&cabin=economy`,
    ready: async (page) => {
      await expect(page.locator('[data-offer-card]').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
    },
  },
  { route: '/flights/invalid', path: '/flights?type=oneway&from=DXB&to=DXB&depart=yesterday' },
  {
    route: '/hotels',
    path: `/hotels?searchType=CITY&destinationId=12&countryId=AE&${stay}&room=2`,
    ready: async (page) => {
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
    },
  },
  { route: '/hotels/invalid', path: `/hotels?searchType=CITY&destinationId=12&checkIn=bad&room=2` },
  {
    route: '/hotels/details',
    path: `/hotels/details?hotelId=120005&${stay}&room=2`,
    ready: async (page, locale) => {
      await expect(
        page.getByRole('heading', { level: 2, name: messages[locale].hotelBooking.rooms_and_rates }),
      ).toBeVisible({ timeout: 20_000 });
    },
  },
  { route: '/hotels/details/invalid', path: `/hotels/details?hotelId=none&${stay}&room=2` },
  { route: '/flights/checkout', path: '/flights/checkout' },
  { route: '/hotels/checkout', path: '/hotels/checkout' },
  { route: '/checkout', path: '/checkout' },
];

/**
 * Audits `route` at 1280 px, then at 375 px on the same page load: the viewport is resized rather
 * than the page loaded again (the layout follows media queries and resize events, as a phone
 * turned sideways does), which halves the audit's page loads.
 */
async function auditAtBothWidths(page: Page, route: string, ready?: () => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    if (ready) await ready();
    // Let a resize's re-render settle before axe reads the page.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    found.push(...(await violationsOn(page, route)));
  }
  return found;
}

for (const locale of locales) {
  test(`axe finds nothing on any public route (${locale}, 1280 and 375px)`, async ({ page }) => {
    // About 20 page loads with results searches: 1–3 min when another suite shares the two cores.
    test.setTimeout(process.env.CI ? 420_000 : 240_000);
    const found: string[] = [];
    const audit = async (
      route: string,
      url: string,
      ready?: (page: Page, locale: Locale) => Promise<void>,
    ) => {
      await page.setViewportSize(desktop);
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      found.push(...(await auditAtBothWidths(page, route, ready && (() => ready(page, locale)))));
    };

    const base = `${skyline.host}/${locale}`;
    for (const { route, path, ready } of PUBLIC_ROUTES) await audit(route, `${base}${path}`, ready);

    // The agent site's sign-in and application start, signed out.
    await audit('/agent-login (agent host)', `${hosts.skylineAgent}/${locale}/agent-login`);

    // The page the service worker shows when the network is gone, then with the offline dialog
    // over it (what a visitor sees offline).
    await audit('/offline', `${base}/offline`);
    await page.context().setOffline(true);
    await expect(page.getByRole('dialog', { name: messages[locale].Offline.title })).toBeVisible();
    found.push(...(await auditAtBothWidths(page, '/offline (offline dialog)')));
    await page.context().setOffline(false);

    // A host with no club: the no-configuration page (no locale in its address).
    await page.setViewportSize(desktop);
    await page.goto(`${hosts.unknown}/${locale}`);
    found.push(...(await auditAtBothWidths(page, '/club-unavailable')));

    expect(found, `${found.length} violations`).toEqual([]);
  });

  test(`axe finds nothing on the customer's and the agent applicant's routes (${locale}, 1280 and 375px)`, async ({
    page,
    context,
  }) => {
    // About 20 page loads with results searches: 1–3 min when another suite shares the two cores.
    test.setTimeout(process.env.CI ? 420_000 : 240_000);
    const found: string[] = [];
    // The page's own heading comes after its whole-page loader (profile, booking) has gone.
    const signedIn = async (route: string, url: string) => {
      await page.setViewportSize(desktop);
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      found.push(
        ...(await auditAtBothWidths(page, route, () =>
          expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 }),
        )),
      );
      // Still the page asked for, in its language: audited in another, it would prove nothing.
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    };

    // Signed in (one cookie) as a customer with two bookings.
    const base = `${skyline.host}/${locale}`;
    const { token, flightId, hotelId } = await customerWithBookings(locale);
    await context.addCookies([{ name: 'auth_token', value: token, url: skyline.host, sameSite: 'Lax' }]);
    await signedIn('/my-account', `${base}/my-account`);
    await signedIn('/my-bookings', `${base}/my-bookings`);
    await signedIn('/my-bookings/flights/[bookingId]', `${base}/my-bookings/flights/${flightId}`);
    await signedIn('/my-bookings/hotels/[bookingId]', `${base}/my-bookings/hotels/${hotelId}`);
    await signedIn('/thankyou', `${base}/thankyou?booking=${hotelId}&type=hotel`);

    // On the agent host, an applicant whose application was made and submitted through the API.
    const applicant = await aSubmittedApplicant(skyline, locale, `e2e.axe.agent.${unique()}@agency.test`);
    const agentBase = `${hosts.skylineAgent}/${locale}`;
    await context.addCookies([
      { name: 'auth_token', value: applicant, url: hosts.skylineAgent, sameSite: 'Lax' },
    ]);
    await signedIn('/agent-login/details', `${agentBase}/agent-login/details`);
    await signedIn('/agent-review', `${agentBase}/agent-review`);
    await signedIn('/agent-login/thank-you', `${agentBase}/agent-login/thank-you`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages[locale].AgentSignup.thanks_title,
    );

    expect(found, `${found.length} violations`).toEqual([]);
  });
}
