import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { accountRoutes } from './account-routes';
import { authRoutes } from './auth-routes';
import { flightRoutes } from './flight-routes';
import { fail, ok, type MockEnv } from './http';
import { MockStore } from './store';

/**
 * A club API that implements ONLY the specification's section 7, with its shapes as written: what
 * a club's existing API gives the site. The configuration (the one call outside section 7 the site
 * cannot do without) carries only section 3's fields. No captcha challenge, no country list, no
 * hotels, bookings or payments: the conformance kit and the e2e journeys check what still works.
 */

export interface SpecOnlyApiOptions {
  apiKey: string;
  /** Hosts (with port) the club's site answers on, e.g. `spec.localhost:3750`. */
  hosts: string[];
  /** Where the mock is reached from a browser (images_path points here). */
  publicUrl: string;
  now?: () => number;
}

export const SPEC_CLUB_ID = 301;
export const SPEC_TEST_ACCOUNT = { email: 'traveller@spec-club.test', password: 'Travel@123' };

const svg = (fill: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="160" height="40" rx="6" fill="${fill}"/><text x="80" y="26" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">${label}</text></svg>`;

/** Section 3's configuration fields and nothing more (copyright is one plain text). */
function configuration(options: SpecOnlyApiOptions, host: string) {
  const customer = `http://${host}`;
  return {
    club_details: {
      club_id: SPEC_CLUB_ID,
      club_name: 'Spec Club Travel',
      club_class: 'club-spec',
      agent_club_url: `http://agent.${host}`,
      copyright_text: 'Spec Club Travel. All rights reserved.',
    },
    default_currency: 'USD',
    default_country_code: 'AE',
    default_language: 'en',
    default_languageId: 1,
    languages: [
      { code: 'en', name: 'English' },
      { code: 'ar', name: 'العربية' },
    ],
    currencies: [{ code: 'USD', name: 'US Dollar', icon: `${options.publicUrl}/images/currencies/USD.svg` }],
    images: { images_path: `${options.publicUrl}/images` },
    theme_setup: {
      theme_id: 1,
      color_schema: {
        primary: {
          '100': '#6A1B9A',
          '80': '#7B3FA8',
          '60': '#9C6BBF',
          '40': '#BD98D4',
          '30': '#CDAFDF',
          '20': '#DEC6EA',
        },
        secondary: { '100': '#F57C00', '80': '#F79633', '60': '#F9B066', '40': '#FBCB99', '20': '#FDE5CC' },
        primary_box: '#F3E9F9',
      },
    },
    urls: [{ panelType: 'FRONTEND', url: customer }],
    social_links: {
      instagram: 'https://instagram.com/specclub',
      facebook: 'https://facebook.com/specclub',
      twitter: 'https://twitter.com/specclub',
    },
  };
}

export function createSpecOnlyApi(options: SpecOnlyApiOptions) {
  const now = options.now ?? Date.now;
  const store = new MockStore(now);
  const app = new Hono<MockEnv>();

  app.use(
    '*',
    cors({
      origin: (origin) => origin,
      allowHeaders: [
        'apikey',
        'version',
        'language',
        'Whitelabel-Id',
        'Currency-Preference',
        'Authorization',
        'Content-Type',
      ],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    }),
  );
  app.get('/health', (c) => c.json({ ok: true }));
  app.get('/images/logo.svg', (c) =>
    c.body(svg('#6A1B9A', 'Spec Club'), 200, { 'content-type': 'image/svg+xml' }),
  );
  app.get('/images/currencies/:file', (c) =>
    c.body(svg('#F57C00', '$'), 200, { 'content-type': 'image/svg+xml' }),
  );

  // Every other call carries the deployment's apikey; all but the configuration the club's id.
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    if (c.req.header('apikey') !== options.apiKey) return fail(c, 401, 'Invalid API key');
    const club = c.req.header('whitelabel-id');
    if (c.req.path !== '/whitelabel/config' && club !== String(SPEC_CLUB_ID))
      return fail(c, 403, 'Unknown Whitelabel-Id');
    return next();
  });
  app.get('/whitelabel/config', (c) => {
    const host = (c.req.query('domain') ?? '').toLowerCase();
    const known = options.hosts.some((candidate) => candidate.toLowerCase() === host);
    return ok(c, known ? configuration(options, host) : null);
  });
  app.route('/', flightRoutes(options.publicUrl, now));
  app.route('/', authRoutes(store));
  app.route('/', accountRoutes(store, options.publicUrl));
  app.notFound((c) => fail(c, 404, 'Not found'));

  const ready = store
    .addUser({
      ...SPEC_TEST_ACCOUNT,
      fullName: 'Maya Test',
      phoneCountryCode: '+971',
      phoneNumber: '501234567',
      verified: true,
    })
    .then(() => undefined);
  return { app, store, ready };
}
