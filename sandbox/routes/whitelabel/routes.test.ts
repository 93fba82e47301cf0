import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NAKHLA_ID,
  SKYLINE_ID,
  TEST_CONFIG,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import { ClubConfigurationSchema, type ClubConfiguration } from './schemas';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

/** The config call needs only the apikey: the site does not know its club yet. */
const configFor = (domain: string, options: Parameters<TestSandbox['call']>[1] = {}) =>
  sandbox.call(`/whitelabel/config?domain=${encodeURIComponent(domain)}`, { club: null, ...options });

async function configurationOf(domain: string): Promise<ClubConfiguration> {
  const response = await configFor(domain);
  expect(response.status).toBe(200);
  const body = await readEnvelope<ClubConfiguration>(response);
  return ClubConfigurationSchema.strict().parse(body.data);
}

const HEX = /^#[0-9A-F]{6}$/;

describe('GET /whitelabel/config', () => {
  it.each([
    ['skyline.localhost:3000', SKYLINE_ID],
    ['localhost:3000', SKYLINE_ID],
    ['127.0.0.1:3000', SKYLINE_ID],
    ['agent.skyline.localhost:3000', SKYLINE_ID],
    ['nakhla.localhost:3000', NAKHLA_ID],
    ['agent.nakhla.localhost:3000', NAKHLA_ID],
    ['SKYLINE.Localhost:3000', SKYLINE_ID],
  ])('resolves %s to club %i', async (domain, clubId) => {
    expect((await configurationOf(domain)).club_details.club_id).toBe(clubId);
  });

  it('returns every field of Skyline Travel', async () => {
    const config = await configurationOf('skyline.localhost:3000');
    expect(config.club_details).toMatchObject({
      club_name: 'Skyline Travel',
      club_class: 'club-skyline',
      agent_club_url: 'http://agent.skyline.localhost:3000',
      customer_club_url: 'http://skyline.localhost:3000',
      copyright_text: { en: 'Skyline Travel LLC. All rights reserved.' },
    });
    expect(config.club_details.description.ar).toMatch(/[\u0600-\u06FF]/);
    expect(config.club_details.copyright_text.ar).toMatch(/[\u0600-\u06FF]/);
    expect(config.social_login).toEqual({ google_client_id: null, facebook_app_id: null });
    expect(config.contact).toMatchObject({ email: 'support@skyline.test', phone: '+971 4 555 0142' });
    expect(config.contact.address.en).toContain('Dubai');
    expect(config.contact.address.ar).toMatch(/[\u0600-\u06FF]/);
    expect(config.contact.opening_hours.ar).toMatch(/[\u0600-\u06FF]/);
    expect(config).toMatchObject({
      default_currency: 'USD',
      default_country_code: 'AE',
      default_language: 'en',
      default_languageId: 1,
      images: {
        images_path: `${TEST_CONFIG.publicUrl}/assets/clubs/skyline`,
        logo: `${TEST_CONFIG.publicUrl}/assets/clubs/skyline/logo.svg`,
      },
      urls: [{ panelType: 'AGENT', url: `${TEST_CONFIG.publicUrl}/agent-panel` }],
      captcha: { provider: 'altcha', recaptcha_site_key: null },
    });
    expect(config.theme_setup.theme_id).toBe(2);
    expect(config.languages).toEqual([
      { id: 1, code: 'en', name: 'English' },
      { id: 2, code: 'ar', name: 'العربية' },
    ]);
    expect(config.currencies.map((currency) => currency.code)).toEqual(['USD', 'AED', 'SAR', 'EUR']);
    expect(config.currencies[1]).toEqual({
      code: 'AED',
      name: 'UAE Dirham',
      symbol: 'د.إ',
      icon: `${TEST_CONFIG.publicUrl}/assets/currencies/AED.svg`,
    });
  });

  it('returns every field of Nakhla Trips, with its own defaults', async () => {
    const config = await configurationOf('nakhla.localhost:3000');
    expect(config.club_details).toMatchObject({
      club_name: 'Nakhla Trips',
      club_class: 'club-nakhla',
      agent_club_url: 'http://agent.nakhla.localhost:3000',
    });
    expect(config).toMatchObject({
      default_currency: 'SAR',
      default_country_code: 'SA',
      default_language: 'ar',
      // An Arabic-default club shows Umm al-Qura dates beside the Gregorian ones (issue 35).
      show_hijri: true,
    });
    expect(config.default_languageId).toBe(2);
    expect(config.theme_setup.theme_id).toBe(1);
    expect(config.languages.map((language) => language.code)).toEqual(['ar', 'en']);
    expect(config.currencies.map((currency) => currency.code)).toEqual(['SAR', 'AED', 'USD']);
    expect(config.images.logo).toBe(`${TEST_CONFIG.publicUrl}/assets/clubs/nakhla/logo.svg`);
  });

  it("gives the demo clubs the reference API's own plain map style, which needs no key (issue 35)", async () => {
    for (const domain of ['skyline.localhost:3000', 'nakhla.localhost:3000']) {
      expect((await configurationOf(domain)).maps).toEqual({
        style_url: `${TEST_CONFIG.publicUrl}/assets/maps/plain-style.json`,
        key: null,
      });
    }
  });

  it('gives each club a complete palette of hex colours', async () => {
    for (const domain of ['skyline.localhost:3000', 'nakhla.localhost:3000']) {
      const { color_schema } = (await configurationOf(domain)).theme_setup;
      expect(Object.keys(color_schema.primary).sort()).toEqual(['100', '20', '30', '40', '60', '80']);
      expect(Object.keys(color_schema.secondary).sort()).toEqual(['100', '20', '40', '60', '80']);
      for (const colour of [
        ...Object.values(color_schema.primary),
        ...Object.values(color_schema.secondary),
      ]) {
        expect(colour).toMatch(HEX);
      }
      expect(color_schema.primary_box).toMatch(HEX);
    }
  });

  it('answers data null with 200 for an unknown host', async () => {
    const response = await configFor('unknown.example:3000');
    expect(await readEnvelope(response)).toEqual({
      data: null,
      message: 'No club configured for this domain',
      statusCode: 200,
    });
  });

  it('does not need Whitelabel-Id but needs the apikey', async () => {
    expect(await expectError(await configFor('localhost:3000', { apikey: null }), 401)).toBe(
      'Missing apikey header',
    );
    expect(await expectError(await configFor('localhost:3000', { apikey: 'wrong' }), 403)).toBe(
      'Invalid apikey',
    );
  });

  it('names the field when the domain is missing or malformed', async () => {
    const missing = await sandbox.call('/whitelabel/config', { club: null });
    expect(await expectError(missing, 400)).toBe('domain: Required');

    for (const domain of ['', 'http://skyline.localhost:3000', 'skyline localhost', 'a/b']) {
      expect(await expectError(await configFor(domain), 400)).toMatch(/^domain: /);
    }
  });
});
