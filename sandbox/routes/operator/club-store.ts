import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubCurrencies, clubHosts, clubLanguages, clubs, currencies, languages } from '../../db/schema';
import { clubPaymentMethodNames } from '../../lib/club-payments';
import { writeAudit, type Actor } from './audit';
import {
  colourDraftOf,
  type ClubCatalogue,
  type ClubDraft,
  type ClubInput,
  type FieldErrors,
} from './club-model';
import type { ClubTexts } from './club-texts';

/**
 * Reading and saving a club for the console. A save is one transaction: the club row, its hosts,
 * languages and currencies and the audit entry are written together or not at all.
 */

export type ClubRow = typeof clubs.$inferSelect;

export interface StoredClub {
  row: ClubRow;
  customerHost: string;
  agentHost: string;
  languages: string[];
  currencies: string[];
}

export async function loadCatalogue(db: Database): Promise<ClubCatalogue> {
  const [languageRows, currencyRows] = await Promise.all([
    db.select({ code: languages.code, name: languages.name }).from(languages).orderBy(asc(languages.id)),
    db
      .select({ code: currencies.code, name: currencies.name })
      .from(currencies)
      .orderBy(asc(currencies.code)),
  ]);
  return { languages: languageRows, currencies: currencyRows };
}

const hostOfUrl = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

export async function loadClub(db: Database, clubId: number): Promise<StoredClub | null> {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, clubId)).limit(1);
  if (!row) return null;
  const [languageRows, currencyRows] = await Promise.all([
    db
      .select({ code: clubLanguages.languageCode })
      .from(clubLanguages)
      .where(eq(clubLanguages.clubId, clubId))
      .orderBy(asc(clubLanguages.position)),
    db
      .select({ code: clubCurrencies.currencyCode })
      .from(clubCurrencies)
      .where(eq(clubCurrencies.clubId, clubId))
      .orderBy(asc(clubCurrencies.position)),
  ]);
  return {
    row,
    customerHost: hostOfUrl(row.customerClubUrl),
    agentHost: hostOfUrl(row.agentClubUrl),
    languages: languageRows.map((r) => r.code),
    currencies: currencyRows.map((r) => r.code),
  };
}

export function draftOfClub({ row, ...club }: StoredClub): ClubDraft {
  return {
    slug: row.slug,
    nameEn: row.name,
    nameAr: row.nameAr,
    cssClass: row.cssClass,
    customerHost: club.customerHost,
    agentHost: club.agentHost,
    languages: club.languages,
    defaultLanguage: row.defaultLanguage,
    currencies: club.currencies,
    defaultCurrency: row.defaultCurrency,
    defaultCountry: row.defaultCountryCode,
    copyrightEn: row.copyrightText,
    copyrightAr: row.copyrightTextAr,
    mailReplyTo: row.mailReplyTo,
    social: { ...row.socialLinks },
    colours: colourDraftOf(row.colorSchema),
    paymentMethods: clubPaymentMethodNames(row.paymentMethods),
    taxIdLabel: row.taxIdLabel,
    showHijri: row.showHijri,
    mapsStyleUrl: row.mapsStyleUrl ?? '',
    mapsKey: row.mapsKey ?? '',
    captchaProvider: row.recaptchaSiteKey ? 'recaptcha' : 'altcha',
    recaptchaSiteKey: row.recaptchaSiteKey ?? '',
    recaptchaSecretKey: '',
    operatorEmail: '',
  };
}

/** The club as the audit log keeps it: what the console edits, the secret only as "set" or not. */
export function auditStateOf(club: StoredClub): Record<string, unknown> {
  const { row } = club;
  return {
    slug: row.slug,
    names: { en: row.name, ar: row.nameAr },
    clubClass: row.cssClass,
    customerHost: club.customerHost,
    agentHost: club.agentHost,
    languages: club.languages,
    defaultLanguage: row.defaultLanguage,
    currencies: club.currencies,
    defaultCurrency: row.defaultCurrency,
    defaultCountry: row.defaultCountryCode,
    copyright: { en: row.copyrightText, ar: row.copyrightTextAr },
    mailReplyTo: row.mailReplyTo,
    socialLinks: row.socialLinks,
    colorSchema: row.colorSchema,
    payments: { methods: clubPaymentMethodNames(row.paymentMethods), taxIdLabel: row.taxIdLabel },
    showHijri: row.showHijri,
    maps: { styleUrl: row.mapsStyleUrl, key: row.mapsKey },
    captcha: {
      provider: row.recaptchaSiteKey ? 'recaptcha' : 'altcha',
      siteKey: row.recaptchaSiteKey,
      secretKeySet: row.recaptchaSecretKey !== null,
    },
    logo: row.logoFile,
  };
}

/** The scheme a club's site address keeps: the stored one, else https (http for a local test host). */
function urlOf(host: string, previousUrl: string | null): string {
  const previous = previousUrl ? /^(https?):/.exec(previousUrl)?.[1] : undefined;
  const local = /(^|\.)localhost(:\d+)?$|^127\.0\.0\.1(:\d+)?$/.test(host);
  return `${previous ?? (local ? 'http' : 'https')}://${host}`;
}

/** The hosts of other clubs among `hosts`, as field errors. */
async function takenHosts(
  tx: Database,
  clubId: number | null,
  input: ClubInput,
  t: ClubTexts,
): Promise<FieldErrors> {
  const wanted = [input.customerHost, input.agentHost];
  const condition =
    clubId === null
      ? inArray(clubHosts.host, wanted)
      : and(inArray(clubHosts.host, wanted), ne(clubHosts.clubId, clubId));
  const rows = await tx.select({ host: clubHosts.host }).from(clubHosts).where(condition);
  const errors: FieldErrors = {};
  for (const { host } of rows) {
    if (host === input.customerHost) errors.customerHost = t.errors.hostTaken;
    if (host === input.agentHost) errors.agentHost = t.errors.hostTaken;
  }
  return errors;
}

/** The club's columns the form sets. */
function columnsOf(input: ClubInput, previous: ClubRow | null) {
  return {
    name: input.nameEn,
    nameAr: input.nameAr,
    cssClass: input.cssClass,
    copyrightText: input.copyrightEn,
    copyrightTextAr: input.copyrightAr,
    mailReplyTo: input.mailReplyTo,
    customerClubUrl: urlOf(input.customerHost, previous?.customerClubUrl ?? null),
    agentClubUrl: urlOf(input.agentHost, previous?.agentClubUrl ?? null),
    defaultCurrency: input.defaultCurrency,
    defaultCountryCode: input.defaultCountry,
    defaultLanguage: input.defaultLanguage,
    colorSchema: input.colorSchema,
    socialLinks: input.socialLinks,
    paymentMethods: input.paymentMethods,
    taxIdLabel: input.taxIdLabel,
    showHijri: input.showHijri,
    mapsStyleUrl: input.mapsStyleUrl,
    mapsKey: input.mapsKey,
    recaptchaSiteKey: input.recaptchaSiteKey,
    // Undefined keeps the saved secret (the form never shows it back).
    ...(input.recaptchaSecretKey === undefined ? {} : { recaptchaSecretKey: input.recaptchaSecretKey }),
    updatedAt: new Date(),
  };
}

/** Writes the club's hosts, languages and currencies (the hosts it had under other names stay). */
async function writeLists(tx: Database, clubId: number, input: ClubInput, previous: StoredClub | null) {
  const replaced = [input.customerHost, input.agentHost, previous?.customerHost, previous?.agentHost].filter(
    (host): host is string => Boolean(host),
  );
  await tx.delete(clubHosts).where(and(eq(clubHosts.clubId, clubId), inArray(clubHosts.host, replaced)));
  await tx.insert(clubHosts).values([
    { host: input.customerHost, clubId, kind: 'customer' },
    { host: input.agentHost, clubId, kind: 'agent' },
  ]);
  await tx.delete(clubLanguages).where(eq(clubLanguages.clubId, clubId));
  await tx
    .insert(clubLanguages)
    .values(input.languages.map((languageCode, position) => ({ clubId, languageCode, position })));
  await tx.delete(clubCurrencies).where(eq(clubCurrencies.clubId, clubId));
  await tx
    .insert(clubCurrencies)
    .values(input.currencies.map((currencyCode, position) => ({ clubId, currencyCode, position })));
}

class Refused extends Error {
  constructor(readonly errors: FieldErrors) {
    super('refused');
  }
}

/** A unique violation on club_hosts: another club took the host between the check and the write. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505');

export async function saveClub(
  db: Database,
  actor: Actor,
  clubId: number,
  input: ClubInput,
  t: ClubTexts,
): Promise<{ ok: true } | { errors: FieldErrors }> {
  try {
    await db.transaction(async (tx) => {
      const before = await loadClub(tx, clubId);
      if (!before) throw new Refused({});
      const taken = await takenHosts(tx, clubId, input, t);
      if (Object.keys(taken).length > 0) throw new Refused(taken);
      await tx.update(clubs).set(columnsOf(input, before.row)).where(eq(clubs.id, clubId));
      await writeLists(tx, clubId, input, before);
      const after = await loadClub(tx, clubId);
      await writeAudit(tx, actor, {
        clubId,
        action: 'club.update',
        before: auditStateOf(before),
        after: after && auditStateOf(after),
      });
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof Refused) return { errors: error.errors };
    if (isUniqueViolation(error)) return { errors: { customerHost: t.errors.hostTaken } };
    throw error;
  }
}

export interface NewClub {
  slug: string;
  input: ClubInput;
  publicUrl: string;
  /** Creates the club's first operator account inside the same transaction; its result is returned. */
  withOperator?: (tx: Database, clubId: number) => Promise<string | null>;
}

/** Creates a club (its id follows the highest one); the slug and hosts must be free. */
export async function createClub(
  db: Database,
  actor: Actor,
  { slug, input, publicUrl, withOperator }: NewClub,
  t: ClubTexts,
): Promise<{ clubId: number; extra: string | null } | { errors: FieldErrors }> {
  try {
    return await db.transaction(async (tx) => {
      // One creation at a time: the next id is read and taken under the lock.
      await tx.execute(sql`LOCK TABLE clubs IN SHARE ROW EXCLUSIVE MODE`);
      const errors = await takenHosts(tx, null, input, t);
      const [sameSlug] = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, slug)).limit(1);
      if (sameSlug) errors.slug = t.errors.slugTaken;
      if (Object.keys(errors).length > 0) throw new Refused(errors);
      const [{ next } = { next: 101 }] = await tx
        .select({ next: sql<number>`coalesce(max(${clubs.id}), 100) + 1` })
        .from(clubs);
      const clubId = Number(next);
      await tx.insert(clubs).values({
        id: clubId,
        slug,
        descriptionEn: '',
        descriptionAr: '',
        agentPanelUrl: `${publicUrl}/agent-panel`,
        themeId: 1,
        imagesPath: `${publicUrl}/assets/clubs/${slug}`,
        ...columnsOf(input, null),
      });
      await writeLists(tx, clubId, input, null);
      const extra = withOperator ? await withOperator(tx, clubId) : null;
      // The operator's address already has an account: nothing of the club is kept.
      if (withOperator && extra === null) throw new Refused({ operatorEmail: t.errors.emailTaken });
      const after = await loadClub(tx, clubId);
      await writeAudit(tx, actor, {
        clubId,
        action: 'club.create',
        before: null,
        after: after && auditStateOf(after),
      });
      return { clubId, extra };
    });
  } catch (error) {
    if (error instanceof Refused) return { errors: error.errors };
    if (isUniqueViolation(error)) return { errors: { customerHost: t.errors.hostTaken } };
    throw error;
  }
}
