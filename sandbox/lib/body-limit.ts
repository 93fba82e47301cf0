import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { failure } from './envelope';

/** The largest request body the API reads: 1 MiB. The biggest real body (a booking) is a few KB. */
export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'The request body is larger than 1 MB';

/**
 * 413 in the error envelope for a body over the limit, before anything parses it: at once when
 * Content-Length says so, else (chunked) as soon as the bytes read pass the limit. What is read is
 * never more than the limit.
 */
export const limitBodySize: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json(failure(413, BODY_TOO_LARGE_MESSAGE), 413),
});
