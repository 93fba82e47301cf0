import { describe, expect, it } from 'vitest';
import { logoUrlOf, normaliseClubConfig, perLanguage } from './normaliseConfig';
import { createClubResolver } from './resolveClub';
import { toClubPublic } from './types';

/** A configuration with only the fields of the specification's section 3. */
const specOnly = () => ({
  club_details: {
    club_id: 7,
    club_name: 'Oasis Travel',
    club_class: 'club-oasis',
    agent_club_url: 'https://agents.oasis.test',
    copyright_text: 'Oasis Travel LLC',
  },
  default_currency: 'AED',
  default_country_code: 'AE',
  default_language: 'EN',
  default_languageId: 1,
  languages: [
    { code: 'en', name: 'English' },
    { code: 'ar', name: 'العربية' },
  ],
  currencies: [{ code: 'AED', name: 'UAE Dirham', icon: 'https://cdn.oasis.test/aed.svg' }],
  images: { images_path: 'https://cdn.oasis.test/clubs/7/' },
  theme_setup: {
    theme_id: 2,
    color_schema: { primary: { '100': '#0b4f8a' }, secondary: { '100': '#f5a623' }, primary_box: '#eef4fb' },
  },
  urls: [
    { panelType: 'AGENT', url: 'https://panel.oasis.test' },
    { panelType: 'NOPE', url: 'x' },
  ],
});

describe('normaliseClubConfig', () => {
  it('completes a configuration with only the specification’s fields', () => {
    const config = normaliseClubConfig(specOnly())!;
    expect(config.club_details.copyright_text).toEqual({ en: 'Oasis Travel LLC', ar: 'Oasis Travel LLC' });
    expect(config.club_details.description).toEqual({ en: '', ar: '' });
    expect(config.images.logo).toBe('https://cdn.oasis.test/clubs/7/logo.svg');
    expect(config.captcha).toEqual({ provider: 'none', recaptcha_site_key: null });
    expect(config.social_login).toEqual({ google_client_id: null, facebook_app_id: null });
    expect(config.social_links).toEqual({ instagram: '', facebook: '', twitter: '' });
    expect(config.languages).toEqual([
      { id: 1, code: 'en', name: 'English' },
      { id: 2, code: 'ar', name: 'العربية' },
    ]);
    expect(config.default_language).toBe('en');
    expect(config.currencies[0]).toMatchObject({ code: 'AED', symbol: 'AED' });
    expect(config.urls).toEqual([{ panelType: 'AGENT', url: 'https://panel.oasis.test' }]);
    expect(config.payments).toEqual({ methods: [], tax_id_label: 'VAT' });
    expect(config.contact.address).toEqual({ en: '', ar: '' });

    const club = toClubPublic(config, 'ar');
    expect(club.name).toBe('Oasis Travel');
    expect(club.captcha.provider).toBe('none');
    expect(club.socialLogin).toEqual({ googleClientId: null, facebookAppId: null });
    expect(club.agentPanelUrl).toBe('https://panel.oasis.test');
  });

  it('keeps what the reference API sends', () => {
    const full = {
      ...specOnly(),
      club_details: {
        ...specOnly().club_details,
        club_names: { en: 'Oasis', ar: 'واحة' },
        customer_club_url: 'https://oasis.test',
        copyright_text: { en: 'Oasis LLC', ar: 'واحة ذ.م.م' },
        description: { en: 'Trips', ar: 'رحلات' },
      },
      images: {
        images_path: 'https://cdn.oasis.test/clubs/7',
        logo: 'https://cdn.oasis.test/clubs/7/brand.png',
      },
      captcha: { provider: 'recaptcha', recaptcha_site_key: 'site-key' },
      social_login: { google_client_id: 'g-id', facebook_app_id: null },
      payments: { methods: ['CreditCard', 'Bitcoin'], tax_id_label: 'TRN' },
    };
    const config = normaliseClubConfig(full)!;
    expect(config.club_details).toMatchObject(full.club_details);
    expect(config.images.logo).toBe('https://cdn.oasis.test/clubs/7/brand.png');
    expect(config.captcha).toEqual({ provider: 'recaptcha', recaptcha_site_key: 'site-key' });
    expect(config.social_login.google_client_id).toBe('g-id');
    expect(config.payments).toEqual({ methods: ['CreditCard'], tax_id_label: 'TRN' });
  });

  it.each([
    ['ALTCHA', { provider: 'altcha', recaptcha_site_key: null }, 'altcha'],
    ['reCAPTCHA without a site key', { provider: 'recaptcha', recaptcha_site_key: '' }, 'none'],
    ['an unknown provider', { provider: 'hcaptcha' }, 'none'],
  ])('captcha: %s', (_, captcha, provider) => {
    expect(normaliseClubConfig({ ...specOnly(), captcha })!.captcha.provider).toBe(provider);
  });

  it.each([[null], ['text'], [[]], [{ club_details: { club_name: 'No id' } }]])(
    'refuses %j (no club id)',
    (raw) => {
      expect(normaliseClubConfig(raw)).toBeNull();
    },
  );
});

describe('perLanguage and logoUrlOf', () => {
  it.each([
    ['a string', '© Oasis', { en: '© Oasis', ar: '© Oasis' }],
    ['per language', { en: 'A', ar: 'ب' }, { en: 'A', ar: 'ب' }],
    ['one language', { ar: 'ب' }, { en: '', ar: 'ب' }],
    ['nothing', undefined, { en: '', ar: '' }],
  ])('copyright as %s', (_, value, texts) => {
    expect(perLanguage(value)).toEqual(texts);
  });

  it.each([
    [{ images_path: 'https://cdn.test/c', logo: 'https://cdn.test/other.png' }, 'https://cdn.test/other.png'],
    [{ images_path: 'https://cdn.test/c//' }, 'https://cdn.test/c/logo.svg'],
    [{ images_path: 'https://cdn.test/c', logo: '  ' }, 'https://cdn.test/c/logo.svg'],
    [{}, ''],
  ])('logo of %j', (images, url) => {
    expect(logoUrlOf(images)).toBe(url);
  });
});

describe('the resolver with the normaliser', () => {
  const resolverAnswering = (data: unknown) =>
    createClubResolver({
      apiBaseUrl: 'http://api.test',
      apiKey: 'key-12345678',
      apiVersion: '1',
      ttlMs: 60_000,
      timeoutMs: 50,
      normalise: normaliseClubConfig,
      fetchImpl: (async () =>
        new Response(JSON.stringify({ data }), {
          headers: { 'content-type': 'application/json' },
        })) as unknown as typeof fetch,
    });

  it('serves the completed configuration', async () => {
    const lookup = await resolverAnswering(specOnly())('oasis.test');
    expect(lookup.status).toBe('found');
    if (lookup.status === 'found') expect(lookup.config.images.logo).toMatch(/\/logo\.svg$/);
  });

  it('treats a configuration without a club id as malformed, never crashing', async () => {
    expect(await resolverAnswering({ club_details: {} })('oasis.test')).toEqual({
      status: 'unavailable',
      reason: 'malformed answer',
    });
  });
});
