import type { components } from '@/lib/api/schema';
import { mapStyleUrlOf } from './mapStyle';

type ApiClubConfig = components['schemas']['ClubConfiguration'];

/** Who checks that a visitor is human: none when the club API has no captcha (docs/club-api.md). */
export type CaptchaProvider = ApiClubConfig['captcha']['provider'] | 'none';

/**
 * The club configuration the site reads (`GET /whitelabel/config`, from the contract), completed
 * by normaliseClubConfig for a club API that serves only the specification's fields.
 */
export type ClubConfig = Omit<ApiClubConfig, 'captcha'> & {
  captcha: { provider: CaptchaProvider; recaptcha_site_key: string | null };
};

export type SiteType = 'agent' | 'customer';

/** What the browser needs to know about the club: plain, serialisable, no secrets. */
export interface ClubPublic {
  clubId: number;
  name: string;
  clubClass: string;
  logoUrl: string;
  agentClubUrl: string;
  /** The customer site's address (where a customer account signs in). */
  customerClubUrl: string;
  agentPanelUrl: string | null;
  copyrightText: { en: string; ar: string };
  description: { en: string; ar: string };
  languages: { id: number; code: string; name: string }[];
  currencies: { code: string; name: string; icon: string; symbol: string }[];
  defaultCurrency: string;
  defaultCountryCode: string;
  defaultLanguage: string;
  defaultLanguageId: number;
  themeId: number;
  socialLinks: { instagram: string; facebook: string; twitter: string };
  captcha: { provider: CaptchaProvider; recaptchaSiteKey: string | null };
  /** Public social sign-in client ids; null when the club does not offer that provider. */
  socialLogin: { googleClientId: string | null; facebookAppId: string | null };
  /** What the club's tax invoice calls a company's tax number: GST number, VAT number or TRN. */
  taxIdLabel: TaxIdLabel;
  /** Umm al-Qura dates beside the Gregorian ones on Arabic pages (`show_hijri`). */
  showHijri: boolean;
  /** The hotel maps' MapLibre style, key filled in; null: no map and no map button (`maps`). */
  mapStyleUrl: string | null;
}

export type TaxIdLabel = ClubConfig['payments']['tax_id_label'];

/**
 * The club's name in a page's language (`club_names`), so an Arabic page never mixes in the Latin
 * name; a language the club left empty (or a club API without `club_names`) falls back to the
 * default language's name, then `club_name`.
 */
export function clubNameIn(config: ClubConfig, locale: string): string {
  const d = config.club_details;
  const names: Partial<Record<string, string>> = d.club_names ?? {};
  return names[locale]?.trim() || names[config.default_language]?.trim() || d.club_name;
}

/** The club as the browser sees it on a page in `locale` (its name in that language). */
export function toClubPublic(config: ClubConfig, locale: string): ClubPublic {
  const d = config.club_details;
  return {
    clubId: d.club_id,
    name: clubNameIn(config, locale),
    clubClass: d.club_class,
    logoUrl: config.images.logo,
    agentClubUrl: d.agent_club_url,
    customerClubUrl: d.customer_club_url,
    agentPanelUrl: config.urls.find((u) => u.panelType === 'AGENT')?.url ?? null,
    copyrightText: d.copyright_text,
    description: d.description,
    languages: config.languages,
    currencies: config.currencies,
    defaultCurrency: config.default_currency,
    defaultCountryCode: config.default_country_code,
    defaultLanguage: config.default_language,
    defaultLanguageId: config.default_languageId,
    themeId: config.theme_setup.theme_id,
    socialLinks: config.social_links,
    captcha: { provider: config.captcha.provider, recaptchaSiteKey: config.captcha.recaptcha_site_key },
    socialLogin: {
      googleClientId: config.social_login.google_client_id || null,
      facebookAppId: config.social_login.facebook_app_id || null,
    },
    taxIdLabel: config.payments.tax_id_label,
    // A club API from before the setting: on for a club whose default language is Arabic.
    showHijri: config.show_hijri ?? config.default_language === 'ar',
    mapStyleUrl: mapStyleUrlOf(config.maps),
  };
}
