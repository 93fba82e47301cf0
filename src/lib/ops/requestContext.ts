import type { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the site server (server/site.mjs) knows of the request being served, shared with the app
 * through one AsyncLocalStorage the server puts on `globalThis`: the request id it accepted or
 * made (sent on to the club API as X-Request-Id) and the club the proxy found (for the access log).
 * Nothing here comes from a client header as it is: the server checks or replaces the id first.
 * Without the server (`next dev`) there is no context and nothing is sent or noted.
 */
export interface RequestContext {
  requestId: string;
  clubId?: number;
  clubHost?: string;
  /**
   * The page rendered its not-found view (`markNotFound`): the server answers the document 404
   * instead of 200. Next.js sends `notFound()`'s 404 as an empty error document in a production
   * build (docs/site-server.md, "A 404 with its page"), so pages render the view themselves.
   */
  notFound?: boolean;
}

/** The request header the id travels in, in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy in front may send and that the site then keeps: letters, digits, `.`, `_`, `-`. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/** Where server/site.mjs keeps its AsyncLocalStorage (the same name there). */
export const REQUEST_CONTEXT_KEY = Symbol.for('club-travel.requestContext');

export function currentRequest(): RequestContext | undefined {
  const storage = (globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT_KEY] as
    AsyncLocalStorage<RequestContext> | undefined;
  return storage?.getStore();
}

/** `{ 'X-Request-Id': id }` for a call to the club API on the current request's behalf, or nothing. */
export function requestIdHeaders(): Record<string, string> {
  const id = currentRequest()?.requestId;
  return id && REQUEST_ID_PATTERN.test(id) ? { 'X-Request-Id': id } : {};
}

/** Notes the request's club for its access-log line. */
export function noteRequestClub(clubId: number, host: string) {
  const context = currentRequest();
  if (!context) return;
  context.clubId = clubId;
  context.clubHost = host;
}

/**
 * Asks the site server to answer this request's document with status 404: the page renders the
 * not-found view itself. False when there is no site server to ask (`next dev`); the caller then
 * uses Next's `notFound()`, which `next dev` renders fully.
 */
export function markNotFound(): boolean {
  const context = currentRequest();
  if (!context) return false;
  context.notFound = true;
  return true;
}
