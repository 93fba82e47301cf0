import type { ClubConfig } from './types';

/**
 * A club's own API serves the configuration with the fields the specification lists (section 3:
 * club details with a copyright text, defaults, languages, currencies, `images.images_path`, the
 * theme, panel URLs and social links). The reference API adds more (per-language texts, the logo's
 * full URL, captcha, social sign-in, contact and payment settings). This turns either into the
 * complete configuration the site reads, so a missing extension gives its documented fallback
 * (docs/club-api.md) instead of a crash. A configuration without a club id is refused (null).
 */

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const obj = (value: unknown): Loose => (isObject(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The logo file the specification's images folder holds when the API names no logo URL. */
export const LOGO_FILE_NAME = 'logo.svg';

/** A text per language from either one string (the specification's copyright text) or `{en, ar}`. */
export function perLanguage(value: unknown): { en: string; ar: string } {
  if (typeof value === 'string') return { en: value, ar: value };
  const texts = obj(value);
  return { en: str(texts.en), ar: str(texts.ar) };
}

/** `images.logo` when the API gives it, else the logo file in the specification's `images_path`. */
export function logoUrlOf(images: unknown): string {
  const { logo, images_path: path } = obj(images);
  if (typeof logo === 'string' && logo.trim()) return logo.trim();
  const folder = str(path).trim().replace(/\/+$/, '');
  return folder ? `${folder}/${LOGO_FILE_NAME}` : '';
}

function captchaOf(value: unknown): ClubConfig['captcha'] {
  const captcha = obj(value);
  const siteKey = str(captcha.recaptcha_site_key) || null;
  if (captcha.provider === 'recaptcha' && siteKey)
    return { provider: 'recaptcha', recaptcha_site_key: siteKey };
  if (captcha.provider === 'altcha') return { provider: 'altcha', recaptcha_site_key: null };
  // No captcha configured: the API has no challenge to solve, so the site shows no widget.
  return { provider: 'none', recaptcha_site_key: null };
}

const TAX_ID_LABELS = ['GST', 'VAT', 'TRN'] as const;
const PAYMENT_METHODS = ['DebitCard', 'CreditCard', 'UPI', 'NetBanking'] as const;

function paymentsOf(value: unknown): ClubConfig['payments'] {
  const payments = obj(value);
  const label = TAX_ID_LABELS.find((l) => l === payments.tax_id_label) ?? 'VAT';
  const methods = list(payments.methods).filter((m): m is (typeof PAYMENT_METHODS)[number] =>
    PAYMENT_METHODS.includes(m as (typeof PAYMENT_METHODS)[number]),
  );
  return { methods, tax_id_label: label };
}

function colourSchemaOf(value: unknown): ClubConfig['theme_setup']['color_schema'] {
  const schema = obj(value);
  // Missing shades are left out of the stylesheet (theme.ts), so the default theme shows through.
  return {
    primary: obj(schema.primary) as ClubConfig['theme_setup']['color_schema']['primary'],
    secondary: obj(schema.secondary) as ClubConfig['theme_setup']['color_schema']['secondary'],
    primary_box: str(schema.primary_box),
  };
}

const PANEL_TYPES = ['SUPER_ADMIN', 'FRONTEND', 'ADMIN', 'AGENT'] as const;

export function normaliseClubConfig(raw: unknown): ClubConfig | null {
  if (!isObject(raw)) return null;
  const details = obj(raw.club_details);
  const clubId = Number(details.club_id);
  if (!Number.isInteger(clubId)) return null;
  const defaultLanguage = str(raw.default_language, 'en').toLowerCase() || 'en';
  const names = obj(details.club_names);
  const social = obj(raw.social_links);
  const socialLogin = obj(raw.social_login);
  const contact = obj(raw.contact);
  const theme = obj(raw.theme_setup);
  const languages = list(raw.languages)
    .filter(isObject)
    .map((l, index) => ({
      id: typeof l.id === 'number' ? l.id : index + 1,
      code: str(l.code).toLowerCase(),
      name: str(l.name),
    }))
    .filter((l) => l.code);

  return {
    club_details: {
      club_id: clubId,
      club_name: str(details.club_name),
      club_names: { en: str(names.en), ar: str(names.ar) },
      club_class: str(details.club_class),
      agent_club_url: str(details.agent_club_url),
      customer_club_url: str(details.customer_club_url),
      copyright_text: perLanguage(details.copyright_text),
      description: perLanguage(details.description),
    },
    default_currency: str(raw.default_currency, 'USD'),
    default_country_code: str(raw.default_country_code),
    default_language: defaultLanguage,
    default_languageId:
      typeof raw.default_languageId === 'number'
        ? raw.default_languageId
        : (languages.find((l) => l.code === defaultLanguage)?.id ?? 1),
    languages,
    currencies: list(raw.currencies)
      .filter(isObject)
      .map((c) => ({
        code: str(c.code),
        name: str(c.name),
        icon: str(c.icon),
        symbol: str(c.symbol, str(c.code)),
      }))
      .filter((c) => c.code),
    images: { images_path: str(obj(raw.images).images_path), logo: logoUrlOf(raw.images) },
    theme_setup: {
      theme_id: typeof theme.theme_id === 'number' ? theme.theme_id : 1,
      color_schema: colourSchemaOf(theme.color_schema),
    },
    urls: list(raw.urls)
      .filter(isObject)
      .flatMap((u) => {
        const panelType = PANEL_TYPES.find((p) => p === u.panelType);
        return panelType ? [{ panelType, url: str(u.url) }] : [];
      }),
    social_links: {
      instagram: str(social.instagram),
      facebook: str(social.facebook),
      twitter: str(social.twitter),
    },
    social_login: {
      google_client_id: str(socialLogin.google_client_id) || null,
      facebook_app_id: str(socialLogin.facebook_app_id) || null,
    },
    captcha: captchaOf(raw.captcha),
    contact: {
      email: str(contact.email),
      phone: str(contact.phone),
      address: perLanguage(contact.address),
      opening_hours: perLanguage(contact.opening_hours),
    },
    payments: paymentsOf(raw.payments),
    // Umm al-Qura dates: on for an Arabic-default club when the API does not say (issue 35).
    show_hijri: typeof raw.show_hijri === 'boolean' ? raw.show_hijri : defaultLanguage === 'ar',
    // No maps settings: no map (docs/hotel-map.md).
    maps: { style_url: str(obj(raw.maps).style_url) || null, key: str(obj(raw.maps).key) || null },
  };
}
