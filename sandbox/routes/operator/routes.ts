import type { Context } from 'hono';
import type { Database } from '../../db/client';
import { AGENT_APPROVAL, type AgentApproval } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { mailApplicant } from '../../lib/mail/agent-applications';
import { createRouter } from '../../lib/openapi';
import { hasControlCharacter } from '../../lib/text';
import {
  findApplicationInClub,
  findDocument,
  listSubmittedApplications,
  moveApproval,
  statusOf,
  toApplication,
  updateApplication,
  type ApplicationView,
} from '../agent-applications/repository';
import { openWallet, toAmount } from '../wallet/repository';
import { detailPage, errorPage, listPage, type PageContext } from './page';
import {
  contextOf,
  formOf,
  html,
  operatorOf,
  postingOperator,
  sameOriginPosts,
  seeOther,
  type ClubSession,
  type OperatorSession,
} from './session';
import { signInRoutes } from './sign-in';
import { clubRoutes } from './club-routes';
import { superRoutes } from './super-routes';
import { clubExtraRoutes } from './club-extra-routes';
import { OPERATOR_TEXTS } from './texts';
import { outboxRoutes } from './outbox-page';

export { LANGUAGE_COOKIE, OPERATOR_COOKIE, languageReturnPath } from './session';

/**
 * The console's review of agent applications (docs/agent-contract.md): HTML pages served by the
 * API, for a club's white-label admins (WL_ADMIN) only, each seeing their own club.
 */

export const SIGN_IN_FAILED_MESSAGE = OPERATOR_TEXTS.en.signInFailed;
export const MAX_STARTING_BALANCE = 1_000_000;
export const MAX_REASON_LENGTH = 500;

const isClubSession = (session: OperatorSession | null): session is ClubSession =>
  session !== null && session.clubId !== null;

/** The signed-in operator of a club, or null (signed out, or a super administrator). */
export async function clubOperatorOf(c: Context<AppEnv>): Promise<ClubSession | null> {
  const session = await operatorOf(c);
  return isClubSession(session) ? session : null;
}

/** A club operator's checked form post, or the answer to give instead. */
export async function postingClubOperator(
  c: Context<AppEnv>,
  form: Record<string, string | File | (string | File)[]>,
): Promise<ClubSession | Response> {
  const session = await postingOperator(c, form);
  if (session instanceof Response || isClubSession(session)) return session;
  const context = contextOf(c);
  return html(c, errorPage(context, context.t.notAllowed, context.t.notFound, session.operator), 403);
}

const applicationIdOf = (c: Context<AppEnv>) => {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** A submitted application of the operator's club, or null (drafts and other clubs' are not shown). */
async function submittedApplication(
  db: Database,
  clubId: number,
  id: number | null,
  lock = false,
): Promise<ApplicationView | null> {
  if (id === null) return null;
  const view = await findApplicationInClub(db, clubId, id, { lock });
  return view?.application.submittedAt ? view : null;
}

const notFound = (c: Context<AppEnv>, session: ClubSession, what: 'application' | 'document') => {
  const context = contextOf(c);
  const { t } = context;
  const text = what === 'application' ? t.noSuchApplication : t.noSuchDocument;
  return html(c, errorPage(context, t.notFound, text, session.operator), 404);
};

/** Moves the application as an operator decision; the page shows the new state or why not. */
async function decide(
  c: Context<AppEnv>,
  decision: {
    from: readonly AgentApproval[];
    to: AgentApproval;
    /** Checks the form; a message (in the page's language) refuses it with 400. */
    validate?: (form: Record<string, string>, context: PageContext) => string | null;
    apply?: (tx: Database, view: ApplicationView, form: Record<string, string>) => Promise<void>;
    mail: (form: Record<string, string>) => { startingBalance?: string; reason?: string };
  },
) {
  const form = await formOf(c);
  const session = await postingClubOperator(c, form);
  if (session instanceof Response) return session;
  const { db, services, config } = c.var;
  const id = applicationIdOf(c);
  const before = await submittedApplication(db, session.clubId, id);
  if (!before) return notFound(c, session, 'application');
  // The page the decision came from: the answer shows it again (with the error) in its language.
  const context = contextOf(c, `/operator/applications/${before.application.id}`);
  const invalid = decision.validate?.(form, context) ?? null;
  if (invalid) {
    return html(
      c,
      detailPage(context, session.operator, toApplication(before, config.publicUrl), { error: invalid }),
      400,
    );
  }
  const after = await db.transaction(async (tx) => {
    const view = await submittedApplication(tx, session.clubId, id, true);
    if (!view || !(await moveApproval(tx, view.user.id, decision.from, decision.to))) return null;
    await decision.apply?.(tx, view, form);
    const changed = await submittedApplication(tx, session.clubId, id);
    // The applicant's mail is written with the decision; the outbox sends it after the commit.
    if (changed) {
      await mailApplicant(tx, session.clubId, changed.user, { event: decision.to, ...decision.mail(form) });
    }
    return changed;
  });
  if (!after) {
    const current = (await submittedApplication(db, session.clubId, id)) ?? before;
    return html(
      c,
      detailPage(context, session.operator, toApplication(current, config.publicUrl), {
        error: context.t.notWhile(statusOf(current.user)),
      }),
      409,
    );
  }
  services.outbox.kick();
  // Post, redirect, get: a reload of the page that follows does not post the decision again.
  return seeOther(c, `/operator/applications/${after.application.id}?done=${decision.to}`);
}

/** `1500` or `1500.5` → `1500.50`; null unless 0 to 1,000,000 with at most two decimals. */
export function startingBalanceOf(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed) || Number(trimmed) > MAX_STARTING_BALANCE) return null;
  return Number(trimmed) === 0 ? '0.00' : toAmount(trimmed);
}

/** The reviewer's reason: trimmed, 1–500 characters, line breaks allowed, no other control characters. */
export function reasonOf(value: string | undefined): string | null {
  const reason = value?.replace(/\r\n?/g, '\n').trim() ?? '';
  if (!reason || reason.length > MAX_REASON_LENGTH) return null;
  return hasControlCharacter(reason.replace(/\n/g, '')) ? null : reason;
}

export const operatorRoutes = createRouter()
  .use('/operator/*', sameOriginPosts)
  .route('/', signInRoutes)
  .route('/', superRoutes)
  .route('/', clubRoutes)
  .route('/', clubExtraRoutes)
  .route('/', outboxRoutes)
  .get('/operator/applications', async (c) => {
    const session = await clubOperatorOf(c);
    if (!session) return seeOther(c, '/operator');
    const items = await listSubmittedApplications(c.var.db, session.clubId);
    return html(c, listPage(contextOf(c), session.operator, items));
  })
  .get('/operator/applications/:id', async (c) => {
    const session = await clubOperatorOf(c);
    if (!session) return seeOther(c, '/operator');
    const view = await submittedApplication(c.var.db, session.clubId, applicationIdOf(c));
    if (!view) return notFound(c, session, 'application');
    // The notice only repeats a decision the application's state shows.
    const context = contextOf(c);
    const status = statusOf(view.user);
    const notice = c.req.query('done') === String(status) ? context.t.doneNotices[status] : undefined;
    const application = toApplication(view, c.var.config.publicUrl);
    return html(c, detailPage(context, session.operator, application, { notice }));
  })
  .get('/operator/applications/:id/documents/:documentId', async (c) => {
    const session = await clubOperatorOf(c);
    if (!session) return seeOther(c, '/operator');
    const view = await submittedApplication(c.var.db, session.clubId, applicationIdOf(c));
    const documentId = Number(c.req.param('documentId'));
    const document =
      view && Number.isSafeInteger(documentId) && documentId > 0
        ? await findDocument(c.var.db, c.var.services.storage, view.application.id, documentId)
        : null;
    if (!document) return notFound(c, session, 'document');
    return c.body(new Uint8Array(document.content), 200, {
      'Content-Type': document.contentType,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  })
  .post('/operator/applications/:id/review', (c) =>
    decide(c, {
      from: [AGENT_APPROVAL.PENDING],
      to: AGENT_APPROVAL.IN_REVIEW,
      mail: () => ({}),
    }),
  )
  .post('/operator/applications/:id/approve', (c) =>
    decide(c, {
      from: [AGENT_APPROVAL.IN_REVIEW],
      to: AGENT_APPROVAL.APPROVED,
      validate: (form, { t }) =>
        startingBalanceOf(form.startingBalance) === null ? t.badStartingBalance : null,
      apply: async (tx, view, form) => {
        await updateApplication(tx, view.application.id, { reviewedAt: c.var.services.now() });
        await openWallet(tx, view.user.id, startingBalanceOf(form.startingBalance) ?? '0.00');
      },
      mail: (form) => ({
        startingBalance: startingBalanceOf(form.startingBalance) ?? '0.00',
        currency: 'USD',
      }),
    }),
  )
  .post('/operator/applications/:id/reject', (c) =>
    decide(c, {
      from: [AGENT_APPROVAL.PENDING, AGENT_APPROVAL.IN_REVIEW],
      to: AGENT_APPROVAL.REJECTED,
      validate: (form, { t }) => (reasonOf(form.reason) === null ? t.badReason(MAX_REASON_LENGTH) : null),
      apply: (tx, view, form) =>
        updateApplication(tx, view.application.id, {
          reviewedAt: c.var.services.now(),
          rejectionReason: reasonOf(form.reason),
        }),
      mail: (form) => ({ reason: reasonOf(form.reason) ?? '' }),
    }),
  );
