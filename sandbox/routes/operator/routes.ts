import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '../../db/client';
import { AGENT_APPROVAL, USER_TYPE, type AgentApproval } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { issueToken, revokeToken, verifyToken } from '../../lib/auth';
import { findClubSettings } from '../../lib/clubs';
import { mailApplicant } from '../../lib/mail/agent-applications';
import { createRouter } from '../../lib/openapi';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { limitKeys } from '../../lib/request-limits';
import { hasControlCharacter } from '../../lib/text';
import type { UserRow } from '../../lib/session';
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
import { findUsersOfTypeByEmail, normaliseEmail } from '../users/repository';
import { openWallet, toAmount } from '../wallet/repository';
import {
  PAGE_HEADERS,
  detailPage,
  errorPage,
  listPage,
  pageContext,
  signInPage,
  type Operator,
  type PageContext,
} from './page';
import { OPERATOR_TEXTS, isOperatorLanguage, type OperatorLanguage } from './texts';

/**
 * The club operator's review of agent applications (docs/agent-contract.md): HTML pages served by
 * the API, for white-label admins (WL_ADMIN) only, each seeing their own club. Signing in sets an
 * HttpOnly, SameSite=Strict cookie scoped to /operator holding a login token; every form carries a
 * CSRF token derived from that session.
 */

export const OPERATOR_COOKIE = 'operator_session';
/** The language the operator picked with the pages' switch (en or ar; English without it). */
export const LANGUAGE_COOKIE = 'operator_language';
const COOKIE_MAX_AGE_SECONDS = 8 * 60 * 60;
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const SIGN_IN_FAILED_MESSAGE = OPERATOR_TEXTS.en.signInFailed;
export const MAX_STARTING_BALANCE = 1_000_000;
export const MAX_REASON_LENGTH = 500;

interface OperatorSession {
  user: UserRow;
  jti: string;
  operator: Operator;
}

function csrfFor(c: Context<AppEnv>, jti: string): string {
  return createHmac('sha256', c.var.services.jwtKey).update(`operator-csrf\0${jti}`).digest('hex');
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const html = (c: Context<AppEnv>, body: string, status: ContentfulStatusCode = 200) =>
  c.body(body, status, PAGE_HEADERS);

function languageOf(c: Context<AppEnv>): OperatorLanguage {
  const picked = getCookie(c, LANGUAGE_COOKIE);
  return isOperatorLanguage(picked) ? picked : 'en';
}

/** The language and texts of this request's page, which the switch comes back to. */
const contextOf = (c: Context<AppEnv>, here = new URL(c.req.url).pathname): PageContext =>
  pageContext(languageOf(c), here);

/** Where the language switch may send the browser back to: a page of /operator, nothing else. */
export function languageReturnPath(next: string | undefined): string {
  return next && /^\/operator(\/[A-Za-z0-9_-]+)*$/.test(next) ? next : '/operator';
}

/** The signed-in operator of this request, from the cookie; null when there is none or it is not valid. */
async function operatorOf(c: Context<AppEnv>): Promise<OperatorSession | null> {
  const token = getCookie(c, OPERATOR_COOKIE);
  if (!token) return null;
  const session = await verifyToken(c.var.db, c.var.services, token, { purposes: ['session'] });
  if (!session || session.user.userType !== USER_TYPE.WL_ADMIN) return null;
  const club = await findClubSettings(c.var.db, session.user.clubId);
  if (!club) return null;
  return {
    user: session.user,
    jti: session.jti,
    operator: { fullName: session.user.fullName, clubName: club.name, csrf: csrfFor(c, session.jti) },
  };
}

const seeOther = (c: Context<AppEnv>, location: string) => c.redirect(location, 303);

/** A form's fields as strings (a file or a repeated field counts as missing). */
async function formOf(c: Context<AppEnv>): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return {};
  const body = await c.req.parseBody();
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The operator of a form post with a valid CSRF token, or the answer to give instead: the sign-in
 * page (401) without a session, a 403 page for a missing or wrong CSRF token.
 */
async function postingOperator(
  c: Context<AppEnv>,
  form: Record<string, string>,
): Promise<OperatorSession | Response> {
  const session = await operatorOf(c);
  const context = contextOf(c, '/operator');
  if (!session) return html(c, signInPage(context, context.t.sessionExpired), 401);
  if (!form.csrf || !sameToken(form.csrf, session.operator.csrf)) {
    const { t } = context;
    return html(c, errorPage(context, t.notAllowed, t.formExpired, session.operator), 403);
  }
  return session;
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

const notFound = (c: Context<AppEnv>, session: OperatorSession, what: 'application' | 'document') => {
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
  const session = await postingOperator(c, form);
  if (session instanceof Response) return session;
  const { db, services, config } = c.var;
  const id = applicationIdOf(c);
  const before = await submittedApplication(db, session.user.clubId, id);
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
    const view = await submittedApplication(tx, session.user.clubId, id, true);
    if (!view || !(await moveApproval(tx, view.user.id, decision.from, decision.to))) return null;
    await decision.apply?.(tx, view, form);
    return submittedApplication(tx, session.user.clubId, id);
  });
  if (!after) {
    const current = (await submittedApplication(db, session.user.clubId, id)) ?? before;
    return html(
      c,
      detailPage(context, session.operator, toApplication(current, config.publicUrl), {
        error: context.t.notWhile(statusOf(current.user)),
      }),
      409,
    );
  }
  const club = await findClubSettings(db, session.user.clubId);
  if (club) await mailApplicant(services, club, after.user, { event: decision.to, ...decision.mail(form) });
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

/**
 * Every form post must come from the page itself: a browser's `Origin` naming another host (a form
 * on another site, e.g. one signing the operator into an account of the attacker's) is refused
 * before anything is read. Requests without `Origin` (not a browser form) go on to the session and
 * CSRF checks.
 */
const sameOriginPosts: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  if (c.req.method === 'POST' && origin !== undefined) {
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {
      host = null;
    }
    if (!host || host !== new URL(c.req.url).host) {
      const context = contextOf(c, '/operator');
      return html(c, errorPage(context, context.t.notAllowed, context.t.otherSite), 403);
    }
  }
  await next();
};

export const operatorRoutes = createRouter()
  .use('/operator/*', sameOriginPosts)
  .get('/operator', async (c) => {
    if (await operatorOf(c)) return seeOther(c, '/operator/applications');
    return html(c, signInPage(contextOf(c)));
  })
  .get('/operator/language/:lang', (c) => {
    const lang = c.req.param('lang');
    const next = languageReturnPath(c.req.query('next'));
    if (!isOperatorLanguage(lang)) return seeOther(c, next);
    setCookie(c, LANGUAGE_COOKIE, lang, {
      path: '/operator',
      httpOnly: true,
      sameSite: 'Lax',
      secure: c.var.config.publicUrl.startsWith('https://'),
      maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    });
    return seeOther(c, next);
  })
  .post('/operator/login', async (c) => {
    const form = await formOf(c);
    const { db, services, config } = c.var;
    const email = normaliseEmail(form.email ?? '');
    const password = form.password ?? '';
    const keys = limitKeys(c, `operator:${email}`);
    const standing = await services.rateLimits.peek('login-failure', keys);
    if (standing.over.length > 0) {
      const minutes = Math.max(1, Math.ceil(standing.retryAfterMs / 60_000));
      const context = contextOf(c, '/operator');
      return c.body(signInPage(context, context.t.tooManyAttempts(minutes)), 429, {
        ...PAGE_HEADERS,
        'Retry-After': String(Math.ceil(standing.retryAfterMs / 1000)),
      });
    }
    const badInput = !email || email.length > 254 || !password || password.length > 128;
    // Operators sign in without naming their club: the address finds the operator account(s).
    const candidates =
      badInput || hasControlCharacter(email)
        ? []
        : await findUsersOfTypeByEmail(db, email, USER_TYPE.WL_ADMIN);
    let operator: UserRow | null = null;
    for (const candidate of candidates) {
      if (await verifyPassword(candidate.passwordHash, password)) {
        operator = candidate;
        break;
      }
    }
    if (candidates.length === 0) await verifyAgainstDummy(password);
    if (!operator) {
      await services.rateLimits.record('login-failure', keys);
      const context = contextOf(c, '/operator');
      return html(c, signInPage(context, context.t.signInFailed), 401);
    }
    await services.rateLimits.reset('login-failure', { email: keys.email });
    const { token } = await issueToken(db, services, operator, 'session');
    setCookie(c, OPERATOR_COOKIE, token, {
      path: '/operator',
      httpOnly: true,
      sameSite: 'Strict',
      secure: config.publicUrl.startsWith('https://'),
      maxAge: COOKIE_MAX_AGE_SECONDS,
    });
    return seeOther(c, '/operator/applications');
  })
  .post('/operator/logout', async (c) => {
    const form = await formOf(c);
    const session = await postingOperator(c, form);
    if (session instanceof Response) return session;
    await revokeToken(c.var.db, session.jti, c.var.services.now());
    deleteCookie(c, OPERATOR_COOKIE, { path: '/operator' });
    return seeOther(c, '/operator');
  })
  .get('/operator/applications', async (c) => {
    const session = await operatorOf(c);
    if (!session) return seeOther(c, '/operator');
    const items = await listSubmittedApplications(c.var.db, session.user.clubId);
    return html(c, listPage(contextOf(c), session.operator, items));
  })
  .get('/operator/applications/:id', async (c) => {
    const session = await operatorOf(c);
    if (!session) return seeOther(c, '/operator');
    const view = await submittedApplication(c.var.db, session.user.clubId, applicationIdOf(c));
    if (!view) return notFound(c, session, 'application');
    // The notice only repeats a decision the application's state shows.
    const context = contextOf(c);
    const status = statusOf(view.user);
    const notice = c.req.query('done') === String(status) ? context.t.doneNotices[status] : undefined;
    const application = toApplication(view, c.var.config.publicUrl);
    return html(c, detailPage(context, session.operator, application, { notice }));
  })
  .get('/operator/applications/:id/documents/:documentId', async (c) => {
    const session = await operatorOf(c);
    if (!session) return seeOther(c, '/operator');
    const view = await submittedApplication(c.var.db, session.user.clubId, applicationIdOf(c));
    const documentId = Number(c.req.param('documentId'));
    const document =
      view && Number.isSafeInteger(documentId) && documentId > 0
        ? await findDocument(c.var.db, view.application.id, documentId)
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
