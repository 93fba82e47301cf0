import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../lib/app-env';
import { accountOfSession, hashSessionToken } from './console-accounts';
import { errorPage, signInPage } from './page';
import { extraStylesOf, pageContext, pageHeaders, type Operator, type PageContext } from './shell';
import { isOperatorLanguage, type OperatorLanguage } from './texts';

/**
 * The console's session: an HttpOnly, SameSite=Strict cookie scoped to /operator holding a login
 * token; every form carries a CSRF token derived from that session, and a browser form from another
 * origin is refused before anything is read.
 */

export const OPERATOR_COOKIE = 'operator_session';
/** The language the operator picked with the pages' switch (en or ar; English without it). */
export const LANGUAGE_COOKIE = 'operator_language';
export const COOKIE_MAX_AGE_SECONDS = 8 * 60 * 60;

export interface OperatorSession {
  /** The console account: its id, e-mail and the name shown (its e-mail). */
  account: { id: number; email: string; fullName: string };
  /** The club a WL_ADMIN runs; null for a super administrator. */
  clubId: number | null;
  /** The session's id (the SHA-256 of its token). */
  jti: string;
  operator: Operator;
}

/** A session of a club's operator (WL_ADMIN): the club is known. */
export type ClubSession = OperatorSession & { clubId: number };

function csrfFor(c: Context<AppEnv>, jti: string): string {
  return createHmac('sha256', c.var.services.jwtKey).update(`operator-csrf\0${jti}`).digest('hex');
}

export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A console page, with the hashes of its own stylesheets in its CSP. */
export const html = (c: Context<AppEnv>, body: string, status: ContentfulStatusCode = 200) =>
  c.body(body, status, pageHeaders(extraStylesOf(body)));

function languageOf(c: Context<AppEnv>): OperatorLanguage {
  const picked = getCookie(c, LANGUAGE_COOKIE);
  return isOperatorLanguage(picked) ? picked : 'en';
}

/** The language and texts of this request's page, which the switch comes back to. */
export const contextOf = (c: Context<AppEnv>, here = new URL(c.req.url).pathname): PageContext =>
  pageContext(languageOf(c), here);

/** Where the language switch may send the browser back to: a page of /operator, nothing else. */
export function languageReturnPath(next: string | undefined): string {
  return next && /^\/operator(\/[A-Za-z0-9_-]+)*$/.test(next) ? next : '/operator';
}

/** The signed-in operator of this request, from the cookie; null when there is none or it is not valid. */
export async function operatorOf(c: Context<AppEnv>): Promise<OperatorSession | null> {
  const token = getCookie(c, OPERATOR_COOKIE);
  if (!token) return null;
  const account = await accountOfSession(c.var.db, token, c.var.services.now());
  if (!account || (account.role === 'WL_ADMIN' && account.clubId === null)) return null;
  const lang = languageOf(c);
  const { t } = pageContext(lang, '/operator');
  const clubName =
    account.role === 'SUPER_ADMIN'
      ? t.superAdmin
      : ((lang === 'ar' && account.clubNameAr ? account.clubNameAr : account.clubName) ?? '');
  // The CSRF token is derived from the session token's hash: one per session, nothing stored.
  const sessionId = hashSessionToken(token);
  return {
    account: { id: account.id, email: account.email, fullName: account.email },
    clubId: account.role === 'SUPER_ADMIN' ? null : account.clubId,
    jti: sessionId,
    operator: { fullName: account.email, clubName, role: account.role, csrf: csrfFor(c, sessionId) },
  };
}

export const seeOther = (c: Context<AppEnv>, location: string) => c.redirect(location, 303);

/** A form's fields as strings (a file or a repeated field counts as missing). */
export async function formOf(c: Context<AppEnv>): Promise<Record<string, string>> {
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
export async function postingOperator(
  c: Context<AppEnv>,
  form: Record<string, string | File | (string | File)[]>,
): Promise<OperatorSession | Response> {
  const session = await operatorOf(c);
  const context = contextOf(c, '/operator');
  if (!session) return html(c, signInPage(context, { error: context.t.sessionExpired }), 401);
  const csrf = form.csrf;
  if (typeof csrf !== 'string' || !csrf || !sameToken(csrf, session.operator.csrf)) {
    const { t } = context;
    return html(c, errorPage(context, t.notAllowed, t.formExpired, session.operator), 403);
  }
  return session;
}

/**
 * Every form post must come from the page itself: a browser's `Origin` naming another host (a form
 * on another site, e.g. one signing the operator into an account of the attacker's) is refused
 * before anything is read. Requests without `Origin` (not a browser form) go on to the session and
 * CSRF checks.
 */
export const sameOriginPosts: MiddlewareHandler<AppEnv> = async (c, next) => {
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
