import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { failure, type ErrorDetail } from './envelope';
import type { Logger } from './context';

export const GENERIC_ERROR_MESSAGE = 'Oops. Something went wrong. Please try again.';

/** An error whose message is meant for the caller. Anything else thrown becomes a generic 500. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Extra response headers, e.g. `Retry-After` on a 429. */
    readonly headers: Record<string, string> = {},
    /** The answer in machine-readable form (the envelope's `error`), for callers that translate it. */
    readonly detail: ErrorDetail | null = null,
  ) {
    super(message);
  }
}

/** `domain: Required`, `code: must be 3 letters`: one line per issue, naming the field. */
export function describeValidationError(error: ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.map(String).join('.') || 'body';
      const missing = issue.code === 'invalid_type' && issue.message.endsWith('received undefined');
      return `${field}: ${missing ? 'Required' : issue.message}`;
    })
    .join('; ');
}

export const handleNotFound: NotFoundHandler = (c) => c.json(failure(404, 'Route not found'), 404);

/** The one error handler: caller-facing errors keep their status and message; the rest are hidden. */
export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) {
      return c.json(failure(error.status, error.message, error.detail), error.status, error.headers);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(failure(error.status, error.message || 'Bad request'), error.status);
    }
    logger.error(`[sandbox] ${c.req.method} ${c.req.path} failed:`, error, { requestId: c.get('requestId') });
    return c.json(failure(500, GENERIC_ERROR_MESSAGE), 500);
  };
}
