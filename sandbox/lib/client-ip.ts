import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The address a request came from, as the rate limits and the login history see it. */
export type ClientIpResolver = (c: Context) => string;

export const UNKNOWN_CLIENT_IP = 'unknown';

/**
 * The socket's remote address. With `trustProxy` (SANDBOX_TRUST_PROXY=1) the right-most
 * X-Forwarded-For entry instead: the one the reverse proxy in front of the sandbox appended. Never
 * trust that header without such a proxy: any client can send it.
 */
export function createClientIpResolver({ trustProxy }: { trustProxy: boolean }): ClientIpResolver {
  return (c) => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? UNKNOWN_CLIENT_IP;
    } catch {
      // No Node socket behind the request (e.g. `app.request()` in a script).
      return UNKNOWN_CLIENT_IP;
    }
  };
}
