import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { createRouter } from '../../lib/openapi';
import { listAudit, type Actor } from './audit';
import { auditPage } from './audit-page';
import { checkDraft, colourDraftOf, draftOf, type ClubDraft, type FieldErrors } from './club-model';
import { clubForm, previewStyle } from './club-page';
import { draftOfClub, loadCatalogue, loadClub, saveClub, type StoredClub } from './club-store';
import { CLUB_TEXTS } from './club-texts';
import { CLUB_FORM_ASSETS, clubExtras, type ExtrasState } from './club-extras';
import { errorPage } from './page';
import { sealTypedSecrets } from './sealed-input';
import { contextOf, html, operatorOf, postingOperator, seeOther, type OperatorSession } from './session';
import { escapeHtml, page } from './shell';

/**
 * The club's settings in the console. A WL_ADMIN edits their own club at /operator/club; a super
 * administrator edits any club at /operator/clubs/:id. Another club's pages answer 404 to a
 * WL_ADMIN, as if they did not exist.
 */

export const actorOf = (session: OperatorSession): Actor => ({
  email: session.account.email,
  role: session.operator.role,
});

/** The club a request's path names and the session may edit, with the path its pages live under. */
export function clubTargetOf(
  c: Context<AppEnv>,
  session: OperatorSession,
): { clubId: number; base: string } | null {
  const param = c.req.param('clubId');
  if (param === undefined)
    return session.clubId === null ? null : { clubId: session.clubId, base: '/operator/club' };
  if (session.operator.role !== 'SUPER_ADMIN') return null;
  const clubId = Number(param);
  return Number.isSafeInteger(clubId) && clubId > 0 ? { clubId, base: `/operator/clubs/${clubId}` } : null;
}

export const noSuchClub = (c: Context<AppEnv>, session: OperatorSession) => {
  const context = contextOf(c);
  const t = CLUB_TEXTS[context.lang];
  return html(c, errorPage(context, context.t.notFound, t.noSuchClub, session.operator), 404);
};

/** The form's fields, repeated checkboxes as lists (files are not part of this form). */
export async function fieldsOf(c: Context<AppEnv>): Promise<Record<string, string | string[]>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return {};
  const body = await c.req.parseBody({ all: true });
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
    else if (Array.isArray(value))
      fields[name] = value.filter((item): item is string => typeof item === 'string');
  }
  return fields;
}

export interface EditorState {
  draft: ClubDraft;
  errors?: FieldErrors;
  notice?: string;
  extras?: ExtrasState;
}

export async function editorPage(
  c: Context<AppEnv>,
  session: OperatorSession,
  target: { clubId: number; base: string },
  club: StoredClub,
  { draft, errors, notice, extras: extrasState }: EditorState,
) {
  const context = contextOf(c, target.base);
  const t = CLUB_TEXTS[context.lang];
  const catalogue = await loadCatalogue(c.var.db);
  const fallback = colourDraftOf(club.row.colorSchema);
  const form = clubForm(context, session.operator.csrf, draft, catalogue, fallback, {
    action: target.base,
    creating: false,
    errors,
    notice,
    secretSet: club.row.recaptchaSecretKey !== null,
  });
  const extras = await clubExtras(c.var.db, context, target, club, extrasState);
  const title = t.clubSettingsOf(context.lang === 'ar' && club.row.nameAr ? club.row.nameAr : club.row.name);
  return page(context, title, `<h1>${escapeHtml(title)}</h1>\n${form}\n${extras}`, {
    operator: session.operator,
    styles: [previewStyle(draft, fallback)],
    ...CLUB_FORM_ASSETS,
  });
}

async function showEditor(c: Context<AppEnv>) {
  const session = await operatorOf(c);
  if (!session) return seeOther(c, '/operator');
  const target = clubTargetOf(c, session);
  const club = target && (await loadClub(c.var.db, target.clubId));
  if (!target || !club) return noSuchClub(c, session);
  const t = CLUB_TEXTS[contextOf(c).lang];
  const done = c.req.query('saved');
  const sideNotices: Record<string, NonNullable<ExtrasState['notice']>> = {
    logo: { section: 'logo', text: t.logoSaved },
    airport: { section: 'airports', text: t.airportAdded },
    removed: { section: 'airports', text: t.airportRemoved },
  };
  return html(
    c,
    await editorPage(c, session, target, club, {
      draft: draftOfClub(club),
      notice: done === '1' ? t.saved : undefined,
      extras: done && sideNotices[done] ? { notice: sideNotices[done] } : {},
    }),
  );
}

async function submitEditor(c: Context<AppEnv>) {
  const fields = await fieldsOf(c);
  const session = await postingOperator(c, fields);
  if (session instanceof Response) return session;
  const target = clubTargetOf(c, session);
  const club = target && (await loadClub(c.var.db, target.clubId));
  if (!target || !club) return noSuchClub(c, session);
  const t = CLUB_TEXTS[contextOf(c).lang];
  const draft = { ...draftOf(fields), slug: club.row.slug };
  // The airport fields belong to this form too (club-extras.ts): a page drawn again keeps them
  // (without script, Enter in one of them sends this form with its first button, "Preview").
  const extras: ExtrasState = {
    airportTyped: {
      code: String(fields.airportCode ?? '').slice(0, 10),
      reason: String(fields.airportReason ?? '').slice(0, 300),
    },
  };
  const checked = checkDraft(draft, t, await loadCatalogue(c.var.db), { creating: false });
  if (fields.intent === 'preview') {
    const errors = 'errors' in checked ? checked.errors : undefined;
    return html(c, await editorPage(c, session, target, club, { draft, errors, extras }));
  }
  const sealed = 'errors' in checked ? checked : sealTypedSecrets(checked.input, c.var.services.secretBox, t);
  if ('errors' in sealed) {
    return html(c, await editorPage(c, session, target, club, { draft, errors: sealed.errors, extras }), 400);
  }
  const saved = await saveClub(c.var.db, actorOf(session), target.clubId, sealed.input, t);
  if ('errors' in saved) {
    return html(c, await editorPage(c, session, target, club, { draft, errors: saved.errors, extras }), 409);
  }
  // Post, redirect, get: a reload does not post the form again.
  return seeOther(c, `${target.base}?saved=1`);
}

export const clubRoutes = createRouter()
  .get('/operator/club', showEditor)
  .post('/operator/club', submitEditor)
  .get('/operator/clubs/:clubId', showEditor)
  .post('/operator/clubs/:clubId', submitEditor)
  .get('/operator/audit', async (c) => {
    const session = await operatorOf(c);
    if (!session) return seeOther(c, '/operator');
    const rows = await listAudit(c.var.db, session.clubId);
    return html(c, auditPage(contextOf(c), session.operator, rows, session.clubId === null));
  });
