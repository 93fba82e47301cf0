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
  STATUS_NAMES,
  detailPage,
  errorPage,
  listPage,
  signInPage,
  type Operator,
} from './page';

/**
 * The club operator's review of agent applications (docs/agent-contract.md): HTML pages served by
 * the API, for white-label admins (WL_ADMIN) only, each seeing their own club. Signing in sets an
 * HttpOnly, SameSite=Strict cookie scoped to /operator holding a login token; every form carries a
 * CSRF token derived from that session.
 */

export const OPERATOR_COOKIE = 'operator_session';
const COOKIE_MAX_AGE_SECONDS = 8 * 60 * 60;
export const SIGN_IN_FAILED_MESSAGE = 'Wrong email or password, or not an operator account.';
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
  if (!session) return html(c, signInPage('Your session has expired. Please sign in again.'), 401);
  if (!form.csrf || !sameToken(form.csrf, session.operator.csrf)) {
    return html(
      c,
      errorPage('Not allowed', 'This form has expired. Open the page again and retry.', session.operator),
      403,
    );
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

const notFound = (c: Context<AppEnv>, session: OperatorSession) =>
  html(c, errorPage('Not found', 'There is no such application.', session.operator), 404);

/** Moves the application as an operator decision; the page shows the new state or why not. */
async function decide(
  c: Context<AppEnv>,
  decision: {
    from: readonly AgentApproval[];
    to: AgentApproval;
    /** Checks the form; a message refuses it with 400. */
    validate?: (form: Record<string, string>) => string | null;
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
  if (!before) return notFound(c, session);
  const invalid = decision.validate?.(form) ?? null;
  if (invalid) {
    return html(
      c,
      detailPage(session.operator, toApplication(before, config.publicUrl), { error: invalid }),
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
    const status = STATUS_NAMES[statusOf(current.user)];
    return html(
      c,
      detailPage(session.operator, toApplication(current, config.publicUrl), {
        error: `This cannot be done while the application is ${status.toLowerCase()}.`,
      }),
      409,
    );
  }
  const club = await findClubSettings(db, session.user.clubId);
  if (club) await mailApplicant(services, club, after.user, { event: decision.to, ...decision.mail(form) });
  // Post, redirect, get: a reload of the page that follows does not post the decision again.
  return seeOther(c, `/operator/applications/${after.application.id}?done=${decision.to}`);
}

/** What the page says after a decision (`?done=` of the redirect), by the state it moved to. */
const DONE_NOTICES: Record<string, string> = {
  [AGENT_APPROVAL.IN_REVIEW]: 'The review has started. The applicant was told by e-mail.',
  [AGENT_APPROVAL.APPROVED]: 'Approved. The agent’s wallet is open and the applicant was told by e-mail.',
  [AGENT_APPROVAL.REJECTED]: 'Rejected. The applicant was told by e-mail, with the reason.',
};

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
      return html(c, errorPage('Not allowed', 'This form was sent from another site.'), 403);
    }
  }
  await next();
};

export const operatorRoutes = createRouter()
  .use('/operator/*', sameOriginPosts)
  .get('/operator', async (c) => {
    if (await operatorOf(c)) return seeOther(c, '/operator/applications');
    return html(c, signInPage());
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
      return c.body(
        signInPage(
          `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
        ),
        429,
        { ...PAGE_HEADERS, 'Retry-After': String(Math.ceil(standing.retryAfterMs / 1000)) },
      );
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
      return html(c, signInPage(SIGN_IN_FAILED_MESSAGE), 401);
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
    return html(c, listPage(session.operator, items));
  })
  .get('/operator/applications/:id', async (c) => {
    const session = await operatorOf(c);
    if (!session) return seeOther(c, '/operator');
    const view = await submittedApplication(c.var.db, session.user.clubId, applicationIdOf(c));
    if (!view) return notFound(c, session);
    // The notice only repeats a decision the application's state shows.
    const done = c.req.query('done');
    const notice = done && String(statusOf(view.user)) === done ? DONE_NOTICES[done] : undefined;
    return html(c, detailPage(session.operator, toApplication(view, c.var.config.publicUrl), { notice }));
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
    if (!document)
      return html(c, errorPage('Not found', 'There is no such document.', session.operator), 404);
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
      validate: (form) =>
        startingBalanceOf(form.startingBalance) === null
          ? 'Starting balance: enter an amount from 0 to 1,000,000 with at most two decimals.'
          : null,
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
      validate: (form) =>
        reasonOf(form.reason) === null ? `Reason: write 1 to ${MAX_REASON_LENGTH} characters.` : null,
      apply: (tx, view, form) =>
        updateApplication(tx, view.application.id, {
          reviewedAt: c.var.services.now(),
          rejectionReason: reasonOf(form.reason),
        }),
      mail: (form) => ({ reason: reasonOf(form.reason) ?? '' }),
    }),
  );
