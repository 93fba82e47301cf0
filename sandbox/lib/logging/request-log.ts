import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../app-env';
import type { Logger } from '../context';
import type { RequestRecord } from './request-record';

export type { RequestRecord } from './request-record';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** What an incoming id may look like: anything else (a log-injection attempt, a huge value) is replaced. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;
/** The route of a request no route answered (and of CORS preflights, which the CORS layer answers). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The caller's id when it is well formed (the site sends its own), else a new random one. */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

/**
 * The route pattern that answered (`/booking/:reference`), never the raw path: logs and metrics
 * group by it, and a path can hold references or tokens. Middleware registered with `use` matches
 * as method ALL; the route itself has its method.
 */
export function routeTemplateOf(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i -= 1) {
    const route = routes[i];
    if (route && route.method !== 'ALL') return route.path;
  }
  return UNMATCHED_ROUTE;
}

function withHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    // A response with immutable headers (one passed through from fetch) is copied first.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}

/**
 * The first middleware: gives the request its id, returns it on every answer (errors, 404s and
 * CORS preflights included) and writes one access-log line when the answer is ready. Neither the
 * body, the query nor a header value is logged.
 */
export function requestLog(
  logger: Logger,
  onAnswered: (record: RequestRecord, response: Response) => void = () => {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    try {
      await next();
    } finally {
      withHeader(c, REQUEST_ID_HEADER, requestId);
      const clubId = c.get('clubId');
      const record: RequestRecord = {
        requestId,
        method: c.req.method,
        route: routeTemplateOf(c),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(clubId === undefined ? {} : { clubId }),
      };
      logger.info('request', record);
      onAnswered(record, c.res);
    }
  };
}
