import type { ClubPublic } from '@/lib/club/types';

/** A club as the browser receives it; override only what a test is about. */
export function aClub(overrides: Partial<ClubPublic> = {}): ClubPublic {
  return {
    clubId: 1,
    name: 'Falcon Travel',
    clubClass: 'club-falcon',
    logoUrl: 'https://cdn.example.test/clubs/1/logo.png',
    agentClubUrl: 'https://agents.falcon.example.test',
    customerClubUrl: 'https://falcon.example.test',
    agentPanelUrl: 'https://panel.falcon.example.test',
    copyrightText: { en: 'Falcon Travel. All rights reserved.', ar: 'فالكون للسفر. جميع الحقوق محفوظة.' },
    description: { en: 'Trips across the Gulf and beyond.', ar: 'رحلات في الخليج وخارجه.' },
    languages: [
      { id: 1, code: 'en', name: 'English' },
      { id: 2, code: 'ar', name: 'العربية' },
    ],
    currencies: [{ code: 'USD', name: 'US Dollar', icon: '', symbol: '$' }],
    defaultCurrency: 'USD',
    defaultCountryCode: 'AE',
    defaultLanguage: 'en',
    defaultLanguageId: 1,
    themeId: 1,
    socialLinks: {
      instagram: 'https://instagram.com/falcon',
      facebook: 'https://facebook.com/falcon',
      twitter: 'https://twitter.com/falcon',
    },
    captcha: { provider: 'altcha', recaptchaSiteKey: null },
    socialLogin: { googleClientId: null, facebookAppId: null },
    taxIdLabel: 'VAT',
    // Off, so that Arabic dates read as before unless a test is about the Hijri dates.
    showHijri: false,
    // No map unless a test is about the hotel map.
    mapStyleUrl: null,
    ...overrides,
  };
}

/** A club that sells in US dollars and UAE dirhams, for the currency switch. */
export const twoCurrencyClub = (overrides: Partial<ClubPublic> = {}) =>
  aClub({
    currencies: [
      { code: 'USD', name: 'US Dollar', icon: 'https://cdn.example.test/usd.svg', symbol: '$' },
      { code: 'AED', name: 'UAE Dirham', icon: 'https://cdn.example.test/aed.svg', symbol: 'د.إ' },
    ],
    ...overrides,
  });
