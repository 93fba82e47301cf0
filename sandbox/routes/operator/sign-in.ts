import { readFileSync } from 'node:fs';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../lib/app-env';
import { createAltchaChallenge, verifyAltcha } from '../../lib/captcha';
import { ApiError } from '../../lib/errors';
import { createRouter } from '../../lib/openapi';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { limitKeys } from '../../lib/request-limits';
import { hasControlCharacter } from '../../lib/text';
import { normaliseEmail } from '../users/repository';
import { closeConsoleSession, findConsoleAccount, openConsoleSession } from './console-accounts';
import { signInPage } from './page';
import {
  COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_COOKIE,
  OPERATOR_COOKIE,
  contextOf,
  formOf,
  html,
  languageReturnPath,
  operatorOf,
  postingOperator,
  seeOther,
} from './session';
import { pageHeaders } from './shell';
import { isOperatorLanguage } from './texts';

/**
 * Signing in and out of the console, with the site's rule for wrong passwords (lib/rate-limit):
 * one address guessing across e-mails is stopped (429); an e-mail with too many wrong passwords
 * asks for a solved captcha with each attempt, so a guesser elsewhere never locks its owner out.
 */

const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

// The console's scripts, read once: the sign-in captcha solver and the club form's live preview and
// logo picker. Served from this origin, so the pages' CSP (script-src 'self') allows them.
const SCRIPTS: Record<string, string> = Object.fromEntries(
  ['captcha.js', 'club-form.js'].map((name) => [
    name,
    readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8'),
  ]),
);

/** The sign-in page again with its message, the typed e-mail and, when needed, a fresh captcha. */
async function signInAgain(
  c: Context<AppEnv>,
  status: 400 | 401 | 428,
  error: string,
  email: string,
  withCaptcha: boolean,
) {
  const captcha = withCaptcha ? await createAltchaChallenge(c.var.services) : undefined;
  return html(c, signInPage(contextOf(c, '/operator'), { error, email, captcha }), status);
}

export const signInRoutes = createRouter()
  .get('/operator', async (c) => {
    const session = await operatorOf(c);
    if (session) return seeOther(c, session.clubId === null ? '/operator/clubs' : '/operator/applications');
    return html(c, signInPage(contextOf(c)));
  })
  .get('/operator/assets/:file{[a-z-]+\\.js}', (c) => {
    const script = SCRIPTS[c.req.param('file')];
    if (script === undefined) return c.notFound();
    return c.body(script, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
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
    const typed = (form.email ?? '').slice(0, 254);
    const password = form.password ?? '';
    const keys = limitKeys(c, `operator:${email}`);
    const { t } = contextOf(c, '/operator');
    const standing = await services.rateLimits.peek('login-failure', keys);
    // One address guessing across e-mails is stopped outright.
    if (standing.over.includes('ip')) {
      const minutes = Math.max(1, Math.ceil(standing.retryAfterMs / 60_000));
      const context = contextOf(c, '/operator');
      return c.body(signInPage(context, { error: t.tooManyAttempts(minutes), email: typed }), 429, {
        ...pageHeaders(),
        'Retry-After': String(Math.ceil(standing.retryAfterMs / 1000)),
      });
    }
    // An e-mail under attack asks for a captcha; its owner solves it and signs in.
    const captchaNeeded = standing.over.includes('email');
    if (captchaNeeded || form.altcha) {
      if (!form.altcha) return signInAgain(c, 428, t.captchaRequired, typed, true);
      try {
        await verifyAltcha(db, services, form.altcha);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return signInAgain(c, 400, t.captchaFailed, typed, true);
      }
    }
    const badInput = !email || email.length > 254 || !password || password.length > 128;
    const account = badInput || hasControlCharacter(email) ? null : await findConsoleAccount(db, email);
    // An unknown address or an account before its set-up costs the same time as a wrong password.
    const valid = account?.passwordHash
      ? await verifyPassword(account.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!account || !valid) {
      await services.rateLimits.record('login-failure', keys);
      const after = await services.rateLimits.peek('login-failure', keys);
      return signInAgain(c, 401, t.signInFailed, typed, after.over.includes('email'));
    }
    await services.rateLimits.reset('login-failure', { email: keys.email });
    const token = await openConsoleSession(db, account.id, services.now());
    setCookie(c, OPERATOR_COOKIE, token, {
      path: '/operator',
      httpOnly: true,
      sameSite: 'Strict',
      secure: config.publicUrl.startsWith('https://'),
      maxAge: COOKIE_MAX_AGE_SECONDS,
    });
    return seeOther(c, account.role === 'SUPER_ADMIN' ? '/operator/clubs' : '/operator/applications');
  })
  .post('/operator/logout', async (c) => {
    const form = await formOf(c);
    const session = await postingOperator(c, form);
    if (session instanceof Response) return session;
    const token = getCookie(c, OPERATOR_COOKIE);
    if (token) await closeConsoleSession(c.var.db, token);
    deleteCookie(c, OPERATOR_COOKIE, { path: '/operator' });
    return seeOther(c, '/operator');
  });
