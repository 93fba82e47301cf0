import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { clubExists } from './clubs';
import { ApiError } from './errors';

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Every API call carries the deployment's `apikey`. */
export const requireApiKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const apiKey = c.req.header('apikey');
  const valid = apiKey !== undefined && sameSecret(apiKey, c.var.config.apiKey);
  // A site with the wrong key fails every page: say so in the log (once a minute, never the key).
  if (!valid) c.var.services.watch.wrongApiKey(c);
  if (!apiKey) throw new ApiError(401, 'Missing apikey header');
  if (!valid) throw new ApiError(403, 'Invalid apikey');
  await next();
};

/** Club-scoped calls name the club in `Whitelabel-Id`; handlers read it from `c.var.clubId`. */
export const requireClub: MiddlewareHandler<AppEnv> = async (c, next) => {
  const raw = c.req.header('whitelabel-id')?.trim();
  if (!raw) throw new ApiError(401, 'Missing Whitelabel-Id header');
  const clubId = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  if (clubId === null || !(await clubExists(c.var.db, clubId)))
    throw new ApiError(403, 'Unknown Whitelabel-Id');
  c.set('clubId', clubId);
  await next();
};
