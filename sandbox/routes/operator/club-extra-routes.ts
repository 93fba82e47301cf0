import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import sanitizeHtml from 'sanitize-html';
import { blacklistedAirports, clubLogos, clubs, cmsPages } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { findAirport } from '../../lib/flight-offers/airports';
import { createRouter } from '../../lib/openapi';
import { hasControlCharacter } from '../../lib/text';
import { writeAudit } from './audit';
import { draftOf, type ClubDraft } from './club-model';
import { draftOfClub, loadClub, type StoredClub } from './club-store';
import { CLUB_TEXTS } from './club-texts';
import { isCmsSlug, type ExtrasState } from './club-extras';
import { actorOf, clubTargetOf, editorPage, fieldsOf, noSuchClub } from './club-routes';
import { checkLogo } from './logo';
import { cmsPageForm } from './cms-page';
import { contextOf, html, operatorOf, postingOperator, seeOther, type OperatorSession } from './session';

/**
 * The forms of a club's settings page beside the main one: the logo upload, the blacklisted
 * airports and the club's pages. Each change is one transaction with its audit entry.
 */

type Target = { clubId: number; base: string };

async function targetOf(c: Context<AppEnv>, session: OperatorSession) {
  const target = clubTargetOf(c, session);
  const club = target && (await loadClub(c.var.db, target.clubId));
  return target && club ? { target, club } : null;
}

type Fields = Record<string, string | string[]>;

/**
 * The settings typed so far, when the post carries them: without script a side button posts the
 * whole settings form (its fields belong to it, club-extras.ts), and the answer must show them
 * again, unsaved, rather than the saved club. The script sends only the section's own fields.
 */
function typedSettings(fields: Fields, club: StoredClub): ClubDraft | null {
  if (!('nameEn' in fields && 'cssClass' in fields)) return null;
  return { ...draftOf(fields), slug: club.row.slug };
}

/** A refused side post: the page again, with the typed settings when they were sent. */
async function again(
  c: Context<AppEnv>,
  session: OperatorSession,
  { target, club }: { target: Target; club: StoredClub },
  extras: ExtrasState,
  fields: Fields,
) {
  const draft = typedSettings(fields, club) ?? draftOfClub(club);
  return html(c, await editorPage(c, session, target, club, { draft, extras }), 400);
}

/**
 * A side change made: with the typed settings (no script), the page drawn again at once with them
 * and the section's notice; otherwise post, redirect, get (the script redraws the section from it).
 */
async function done(
  c: Context<AppEnv>,
  session: OperatorSession,
  target: Target,
  fields: Fields,
  saved: 'logo' | 'airport' | 'removed',
) {
  const club = await loadClub(c.var.db, target.clubId);
  const draft = club && typedSettings(fields, club);
  if (!club || !draft) return seeOther(c, `${target.base}?saved=${saved}`);
  const t = CLUB_TEXTS[contextOf(c).lang];
  const notice =
    saved === 'logo'
      ? { section: 'logo' as const, text: t.logoSaved }
      : { section: 'airports' as const, text: saved === 'airport' ? t.airportAdded : t.airportRemoved };
  return html(c, await editorPage(c, session, target, club, { draft, extras: { notice } }));
}

/** A multipart body's text fields, repeated ones (checkboxes) as lists; files left out. */
function textFieldsOf(body: Record<string, string | File | (string | File)[]>): Fields {
  const fields: Fields = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
    else if (Array.isArray(value))
      fields[name] = value.filter((item): item is string => typeof item === 'string');
  }
  return fields;
}

/** The rich text of a club page kept to simple, safe HTML (the site sanitises it again when it shows it). */
export function sanitisePageHtml(body: string): string {
  return sanitizeHtml(body, {
    allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote'],
    // Headings keep their ids (the pages' tables of contents link to them); links may be relative.
    allowedAttributes: { a: ['href'], h2: ['id'], h3: ['id'], h4: ['id'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
  }).trim();
}

export const MAX_PAGE_HTML = 100_000;

async function logoUpload(c: Context<AppEnv>) {
  const type = c.req.header('content-type') ?? '';
  const body = /^multipart\/form-data\b/i.test(type) ? await c.req.parseBody({ all: true }) : {};
  const fields = textFieldsOf(body);
  const session = await postingOperator(c, fields);
  if (session instanceof Response) return session;
  const found = await targetOf(c, session);
  if (!found) return noSuchClub(c, session);
  const t = CLUB_TEXTS[contextOf(c).lang];
  const file = body.logo instanceof File ? body.logo : undefined;
  const checked = await checkLogo(file);
  if ('problem' in checked) {
    return again(c, session, found, { logoError: t.logoErrors[checked.problem] }, fields);
  }
  const { clubId } = found.target;
  await c.var.db.transaction(async (tx) => {
    const row = { fileName: checked.fileName, contentType: checked.contentType, content: checked.content };
    await tx
      .insert(clubLogos)
      .values({ clubId, ...row })
      .onConflictDoUpdate({ target: clubLogos.clubId, set: { ...row, updatedAt: new Date() } });
    await tx
      .update(clubs)
      .set({ logoFile: checked.fileName, updatedAt: new Date() })
      .where(eq(clubs.id, clubId));
    await writeAudit(tx, actorOf(session), {
      clubId,
      action: 'club.logo',
      before: { logo: found.club.row.logoFile },
      after: { logo: checked.fileName, contentType: checked.contentType, bytes: checked.content.length },
    });
  });
  return done(c, session, found.target, fields, 'logo');
}

async function airportAdd(c: Context<AppEnv>) {
  const fields = await fieldsOf(c);
  const session = await postingOperator(c, fields);
  if (session instanceof Response) return session;
  const found = await targetOf(c, session);
  if (!found) return noSuchClub(c, session);
  const t = CLUB_TEXTS[contextOf(c).lang];
  const typedCode = String(fields.airportCode ?? '').slice(0, 10);
  const typedReason = String(fields.airportReason ?? '').slice(0, 300);
  const code = typedCode.trim().toUpperCase();
  const reason = typedReason.trim();
  const refuse = (field: 'airportCode' | 'airportReason', text: string) =>
    again(c, session, found, { airportError: { field, text, code: typedCode, reason: typedReason } }, fields);
  if (!/^[A-Z]{3}$/.test(code) || !findAirport(code)) return refuse('airportCode', t.airportErrors.unknown);
  if (!reason || reason.length > 200 || hasControlCharacter(reason)) {
    return refuse('airportReason', t.airportErrors.reason);
  }
  const { clubId } = found.target;
  const added = await c.var.db.transaction(async (tx) => {
    const rows = await tx
      .insert(blacklistedAirports)
      .values({ clubId, airportCode: code, reason })
      .onConflictDoNothing()
      .returning({ code: blacklistedAirports.airportCode });
    if (rows.length === 0) return false;
    await writeAudit(tx, actorOf(session), {
      clubId,
      action: 'airport.blacklist',
      before: null,
      after: { airportCode: code, reason },
    });
    return true;
  });
  if (!added) return refuse('airportCode', t.airportErrors.already);
  return done(c, session, found.target, fields, 'airport');
}

async function airportRemove(c: Context<AppEnv>) {
  const fields = await fieldsOf(c);
  const session = await postingOperator(c, fields);
  if (session instanceof Response) return session;
  const found = await targetOf(c, session);
  if (!found) return noSuchClub(c, session);
  // The Remove button names its airport (removeAirport); the airport field posted beside it is the
  // add form's. A post of airportCode alone (an older page, a script) still names the airport.
  const code = String(fields.removeAirport ?? fields.airportCode ?? '')
    .trim()
    .toUpperCase();
  const { clubId } = found.target;
  await c.var.db.transaction(async (tx) => {
    const removed = await tx
      .delete(blacklistedAirports)
      .where(and(eq(blacklistedAirports.clubId, clubId), eq(blacklistedAirports.airportCode, code)))
      .returning();
    const [row] = removed;
    if (row) {
      await writeAudit(tx, actorOf(session), {
        clubId,
        action: 'airport.unblacklist',
        before: { airportCode: row.airportCode, reason: row.reason },
        after: null,
      });
    }
  });
  return done(c, session, found.target, fields, 'removed');
}

/** The page's slug and language from the path, when the club offers the language. */
function pageOf(c: Context<AppEnv>, club: StoredClub) {
  const slug = c.req.param('slug') ?? '';
  const language = c.req.param('language') ?? '';
  return isCmsSlug(slug) && club.languages.includes(language) ? { slug, language } : null;
}

async function pageEditor(c: Context<AppEnv>) {
  const session = await operatorOf(c);
  if (!session) return seeOther(c, '/operator');
  const found = await targetOf(c, session);
  const which = found && pageOf(c, found.club);
  if (!found || !which) return noSuchClub(c, session);
  const [row] = await c.var.db
    .select()
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.clubId, found.target.clubId),
        eq(cmsPages.slug, which.slug),
        eq(cmsPages.languageCode, which.language),
      ),
    );
  const context = contextOf(c);
  const notice = c.req.query('saved') === '1' ? CLUB_TEXTS[context.lang].pageSaved : undefined;
  return html(
    c,
    cmsPageForm(context, session.operator, found.target.base, which, found.club.row.name, {
      title: row?.title ?? '',
      body: row?.bodyHtml ?? '',
      notice,
    }),
  );
}

async function pageSave(c: Context<AppEnv>) {
  const fields = await fieldsOf(c);
  const session = await postingOperator(c, fields);
  if (session instanceof Response) return session;
  const found = await targetOf(c, session);
  const which = found && pageOf(c, found.club);
  if (!found || !which) return noSuchClub(c, session);
  const context = contextOf(c);
  const t = CLUB_TEXTS[context.lang];
  const title = String(fields.title ?? '').slice(0, 500);
  const body = String(fields.body ?? '').slice(0, MAX_PAGE_HTML + 1);
  const errors: Record<string, string> = {};
  if (!title.trim()) errors.title = t.errors.required;
  else if (title.trim().length > 120) errors.title = t.errors.tooLong;
  else if (hasControlCharacter(title)) errors.title = t.errors.controlCharacters;
  const clean = sanitisePageHtml(body);
  if (!clean) errors.body = t.errors.required;
  else if (body.length > MAX_PAGE_HTML) errors.body = t.errors.tooLong;
  if (Object.keys(errors).length > 0) {
    const page = cmsPageForm(context, session.operator, found.target.base, which, found.club.row.name, {
      title,
      body,
      errors,
    });
    return html(c, page, 400);
  }
  const { clubId } = found.target;
  await c.var.db.transaction(async (tx) => {
    const key = and(
      eq(cmsPages.clubId, clubId),
      eq(cmsPages.slug, which.slug),
      eq(cmsPages.languageCode, which.language),
    );
    const [before] = await tx.select().from(cmsPages).where(key);
    const row = { title: title.trim(), bodyHtml: clean, updatedAt: new Date() };
    await tx
      .insert(cmsPages)
      .values({ clubId, slug: which.slug, languageCode: which.language, ...row })
      .onConflictDoUpdate({ target: [cmsPages.clubId, cmsPages.slug, cmsPages.languageCode], set: row });
    await writeAudit(tx, actorOf(session), {
      clubId,
      action: 'page.update',
      before: before
        ? { slug: which.slug, language: which.language, title: before.title, body: before.bodyHtml }
        : null,
      after: { slug: which.slug, language: which.language, title: row.title, body: clean },
    });
  });
  return seeOther(c, `${found.target.base}/pages/${which.slug}/${which.language}?saved=1`);
}

export const clubExtraRoutes = createRouter()
  .post('/operator/club/logo', logoUpload)
  .post('/operator/clubs/:clubId/logo', logoUpload)
  .post('/operator/club/airports', airportAdd)
  .post('/operator/clubs/:clubId/airports', airportAdd)
  .post('/operator/club/airports/remove', airportRemove)
  .post('/operator/clubs/:clubId/airports/remove', airportRemove)
  .get('/operator/club/pages/:slug/:language', pageEditor)
  .post('/operator/club/pages/:slug/:language', pageSave)
  .get('/operator/clubs/:clubId/pages/:slug/:language', pageEditor)
  .post('/operator/clubs/:clubId/pages/:slug/:language', pageSave);
