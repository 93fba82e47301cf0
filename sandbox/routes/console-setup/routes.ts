import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../lib/app-env';
import {
  completeSetup,
  hashSetupToken,
  inspectSetupToken,
  type SetupTokenState,
} from '../../lib/console-setup';
import { createRouter } from '../../lib/openapi';
import { hashPassword } from '../../lib/passwords';
import { PasswordSchema } from '../auth/schemas';
import {
  SETUP_PAGE_HEADERS,
  setupContext,
  setupDonePage,
  setupErrorPage,
  setupFormPage,
  type SetupPageContext,
} from './page';
import { isSetupLanguage, type SetupLanguage } from './texts';

/**
 * `GET/POST /operator/setup?token=…`: the page a one-time set-up link opens (lib/console-setup.ts).
 * The owner of a new console account chooses a password following the site's rule; the link then
 * stops working. A wrong, expired or used link gets a page saying so, never an error.
 */

/** The console's language cookie (routes/operator): the page follows the console's choice. */
const CONSOLE_LANGUAGE_COOKIE = 'operator_language';

const html = (c: Context<AppEnv>, body: string, status: ContentfulStatusCode = 200) =>
  c.body(body, status, SETUP_PAGE_HEADERS);

function languageOf(c: Context<AppEnv>, fromForm?: string): SetupLanguage {
  for (const candidate of [fromForm, c.req.query('lang'), getCookie(c, CONSOLE_LANGUAGE_COOKIE)]) {
    if (isSetupLanguage(candidate)) return candidate;
  }
  return 'en';
}

/** Ties the form to its link: a form posted without having opened the link is refused. */
const csrfFor = (c: Context<AppEnv>, token: string) =>
  createHmac('sha256', c.var.services.jwtKey)
    .update(`console-setup-csrf\0${hashSetupToken(token)}`)
    .digest('hex');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The page for a link that cannot be used, with its status. */
function unusable(c: Context<AppEnv>, context: SetupPageContext, state: SetupTokenState['state']) {
  const { t } = context;
  if (state === 'expired') return html(c, setupErrorPage(context, t.expiredTitle, t.expiredText), 410);
  if (state === 'used') return html(c, setupErrorPage(context, t.usedTitle, t.usedText), 410);
  return html(c, setupErrorPage(context, t.invalidTitle, t.invalidText), 404);
}

/** A browser's form post names this origin; another site's form is refused before anything is read. */
function fromOtherSite(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== new URL(c.req.url).host;
  } catch {
    return true;
  }
}

async function formOf(c: Context<AppEnv>): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return {};
  const body = await c.req.parseBody();
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export const consoleSetupRoutes = createRouter()
  .get('/operator/setup', async (c) => {
    const token = c.req.query('token');
    const state = await inspectSetupToken(c.var.db, token, c.var.services.now());
    const context = setupContext(languageOf(c), state.state === 'valid' ? token : undefined);
    if (state.state !== 'valid' || !token) return unusable(c, context, state.state);
    const { email, role } = state.account;
    return html(c, setupFormPage(context, { email, role, csrf: csrfFor(c, token) }));
  })
  .post('/operator/setup', async (c) => {
    if (fromOtherSite(c)) {
      const context = setupContext(languageOf(c));
      return html(c, setupErrorPage(context, context.t.notAllowed, context.t.otherSite), 403);
    }
    const form = await formOf(c);
    const token = form.token ?? '';
    const lang = languageOf(c, form.lang);
    const { services, db } = c.var;
    const keys = { ip: services.clientIp(c), ticket: `setup:${hashSetupToken(token)}` };
    const standing = await services.rateLimits.peek('console-setup', keys);
    if (standing.over.length > 0) {
      const context = setupContext(lang);
      const minutes = Math.max(1, Math.ceil(standing.retryAfterMs / 60_000));
      return c.body(setupErrorPage(context, context.t.notAllowed, context.t.tooManyAttempts(minutes)), 429, {
        ...SETUP_PAGE_HEADERS,
        'Retry-After': String(Math.ceil(standing.retryAfterMs / 1000)),
      });
    }
    await services.rateLimits.record('console-setup', keys);

    const state = await inspectSetupToken(db, token, services.now());
    if (state.state !== 'valid') return unusable(c, setupContext(lang), state.state);
    const context = setupContext(lang, token);
    const csrf = csrfFor(c, token);
    if (!form.csrf || !sameText(form.csrf, csrf)) {
      return html(c, setupErrorPage(context, context.t.notAllowed, context.t.formExpired), 403);
    }
    const { email, role } = state.account;
    const password = form.password ?? '';
    const refuse = (error: string) => html(c, setupFormPage(context, { email, role, csrf, error }), 400);
    if (!PasswordSchema.safeParse(password).success) return refuse(context.t.passwordInvalid);
    if (password !== (form.confirmPassword ?? '')) return refuse(context.t.passwordsDiffer);

    const done = await completeSetup(db, token, await hashPassword(password), services.now());
    // Another post with the same link won the race: this one changes nothing.
    if (!done) return unusable(c, setupContext(lang), 'used');
    return html(c, setupDonePage(setupContext(lang)));
  });
