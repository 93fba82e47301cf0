import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clubCurrencies, clubHosts, clubLanguages, clubs } from '../db/schema';

/**
 * Whether a new club shows Umm al-Qura dates beside the Gregorian ones in Arabic when nobody chose:
 * on for a club whose default language is Arabic (issue 35), off otherwise (a club can still opt in).
 */
export function showsHijriByDefault(defaultLanguage: string): boolean {
  return defaultLanguage.trim().toLowerCase() === 'ar';
}

/** Lower-case `host[:port]`, the form hosts are stored in. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase();
}

export async function clubExists(db: Database, clubId: number): Promise<boolean> {
  const rows = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return rows.length > 0;
}

/** Whether `host` (customer or agent) belongs to any club. */
export async function isClubHost(db: Database, host: string): Promise<boolean> {
  const rows = await db
    .select({ host: clubHosts.host })
    .from(clubHosts)
    .where(eq(clubHosts.host, normaliseHost(host)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The club's name for a reader of `language` (a mail's, a document's): its Arabic name for Arabic
 * when it has one, else its name. An Arabic mail or document never names the club in Latin letters
 * beside Arabic text that names it in Arabic (issue 30, item 19).
 */
export function clubNameIn(
  club: { name: string; nameAr?: string | null },
  language: string | null | undefined,
): string {
  const arabic = language?.trim().toLowerCase().startsWith('ar') ?? false;
  return (arabic && club.nameAr?.trim()) || club.name;
}

export interface ClubSettings {
  id: number;
  name: string;
  /** The club's Arabic name ('' when it has none). */
  nameAr: string;
  defaultLanguage: string;
  defaultCurrency: string;
  /** ISO 3166-1 alpha-2 country the club sells from. */
  defaultCountryCode: string;
  /** Set when the club uses Google reCAPTCHA instead of ALTCHA. */
  recaptchaSiteKey: string | null;
  /** The club's own reCAPTCHA secret (never sent anywhere but Google's check). */
  recaptchaSecretKey: string | null;
  /** Codes of the languages and currencies the club offers, in its order. */
  languages: string[];
  currencies: string[];
}

/** What the auth and preference routes need to know about a club, or null for an unknown id. */
export async function findClubSettings(db: Database, clubId: number): Promise<ClubSettings | null> {
  const [club] = await db
    .select({
      id: clubs.id,
      name: clubs.name,
      nameAr: clubs.nameAr,
      defaultLanguage: clubs.defaultLanguage,
      defaultCurrency: clubs.defaultCurrency,
      defaultCountryCode: clubs.defaultCountryCode,
      recaptchaSiteKey: clubs.recaptchaSiteKey,
      recaptchaSecretKey: clubs.recaptchaSecretKey,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  if (!club) return null;
  const languageRows = await db
    .select({ code: clubLanguages.languageCode })
    .from(clubLanguages)
    .where(eq(clubLanguages.clubId, clubId))
    .orderBy(asc(clubLanguages.position));
  const currencyRows = await db
    .select({ code: clubCurrencies.currencyCode })
    .from(clubCurrencies)
    .where(eq(clubCurrencies.clubId, clubId))
    .orderBy(asc(clubCurrencies.position));
  return {
    ...club,
    languages: languageRows.map((row) => row.code),
    currencies: currencyRows.map((row) => row.code),
  };
}

/** `findClubSettings` for a club the header guard already checked. */
export async function requireClubSettings(db: Database, clubId: number): Promise<ClubSettings> {
  const club = await findClubSettings(db, clubId);
  if (!club) throw new Error(`Club ${clubId} disappeared`);
  return club;
}
