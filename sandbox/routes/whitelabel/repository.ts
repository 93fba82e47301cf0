import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubCurrencies, clubHosts, clubLanguages, clubs, currencies, languages } from '../../db/schema';
import { clubPaymentMethodNames } from '../../lib/club-payments';
import { normaliseHost } from '../../lib/clubs';
import type { ClubConfiguration } from './schemas';

type ClubRow = typeof clubs.$inferSelect;
type LanguageEntry = ClubConfiguration['languages'][number];
type CurrencyEntry = ClubConfiguration['currencies'][number];

/** The configuration of the club that owns `host` (customer or agent host), or null. */
export async function findClubConfigurationByHost(
  db: Database,
  host: string,
): Promise<ClubConfiguration | null> {
  const [match] = await db
    .select({ club: clubs, defaultLanguageId: languages.id })
    .from(clubHosts)
    .innerJoin(clubs, eq(clubs.id, clubHosts.clubId))
    .innerJoin(languages, eq(languages.code, clubs.defaultLanguage))
    .where(eq(clubHosts.host, normaliseHost(host)))
    .limit(1);
  if (!match) return null;

  const clubLanguageRows = await db
    .select({ id: languages.id, code: languages.code, name: languages.name })
    .from(clubLanguages)
    .innerJoin(languages, eq(languages.code, clubLanguages.languageCode))
    .where(eq(clubLanguages.clubId, match.club.id))
    .orderBy(asc(clubLanguages.position));

  const clubCurrencyRows = await db
    .select({
      code: currencies.code,
      name: currencies.name,
      icon: currencies.icon,
      symbol: currencies.symbol,
    })
    .from(clubCurrencies)
    .innerJoin(currencies, eq(currencies.code, clubCurrencies.currencyCode))
    .where(eq(clubCurrencies.clubId, match.club.id))
    .orderBy(asc(clubCurrencies.position));

  return toClubConfiguration(match.club, match.defaultLanguageId, clubLanguageRows, clubCurrencyRows);
}

function toClubConfiguration(
  club: ClubRow,
  defaultLanguageId: number,
  clubLanguageRows: LanguageEntry[],
  clubCurrencyRows: CurrencyEntry[],
): ClubConfiguration {
  return {
    club_details: {
      club_id: club.id,
      club_name: club.name,
      // Per language (the Arabic one falls back to the English name when the club has none).
      club_names: { en: club.name, ar: club.nameAr || club.name },
      club_class: club.cssClass,
      agent_club_url: club.agentClubUrl,
      customer_club_url: club.customerClubUrl,
      copyright_text: { en: club.copyrightText, ar: club.copyrightTextAr },
      description: { en: club.descriptionEn, ar: club.descriptionAr },
    },
    default_currency: club.defaultCurrency,
    default_country_code: club.defaultCountryCode,
    default_language: club.defaultLanguage,
    default_languageId: defaultLanguageId,
    languages: clubLanguageRows,
    currencies: clubCurrencyRows,
    images: { images_path: club.imagesPath, logo: `${club.imagesPath}/${club.logoFile ?? 'logo.svg'}` },
    theme_setup: { theme_id: club.themeId, color_schema: club.colorSchema },
    urls: [{ panelType: 'AGENT', url: club.agentPanelUrl }],
    social_links: club.socialLinks,
    social_login: { google_client_id: club.googleClientId, facebook_app_id: club.facebookAppId },
    captcha: club.recaptchaSiteKey
      ? { provider: 'recaptcha', recaptcha_site_key: club.recaptchaSiteKey }
      : { provider: 'altcha', recaptcha_site_key: null },
    contact: {
      email: club.supportEmail,
      phone: club.supportPhone,
      address: { en: club.addressEn, ar: club.addressAr },
      opening_hours: { en: club.openingHoursEn, ar: club.openingHoursAr },
    },
    payments: { methods: clubPaymentMethodNames(club.paymentMethods), tax_id_label: club.taxIdLabel },
    show_hijri: club.showHijri,
    maps: { style_url: club.mapsStyleUrl, key: club.mapsKey },
  };
}
