import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import type { LimitKeys, LimitedRoute } from './rate-limit';

/** The request's address and, when given, the email within the club: the keys of the limits. */
export function limitKeys(c: Context<AppEnv>, email?: string): LimitKeys {
  const keys: LimitKeys = { ip: c.var.services.clientIp(c) };
  if (email !== undefined) keys.email = `${c.var.clubId}:${email}`;
  return keys;
}

/** 429 when the address (or the email) is over its budget at `route`; else counts the request. */
export function checkRateLimit(c: Context<AppEnv>, route: LimitedRoute, email?: string): Promise<void> {
  return c.var.services.rateLimits.check(route, limitKeys(c, email));
}
