import { z } from '@hono/zod-openapi';

/**
 * A refusal in machine-readable form, beside the English `message`, for answers a site translates:
 * `code` names the answer (docs/auth-contract.md lists them); a few carry a number, e.g. `triesLeft`.
 */
export interface ErrorDetail {
  code: string;
  triesLeft?: number;
}

/**
 * Every body the sandbox returns, success or failure: `{ data, message, statusCode }`; some
 * failures add `error` (an ErrorDetail).
 */
export interface Envelope<T> {
  data: T;
  message: string;
  statusCode: number;
  error?: ErrorDetail;
}

export function success<T>(data: T, message = 'Success', statusCode = 200): Envelope<T> {
  return { data, message, statusCode };
}

export function failure(
  statusCode: number,
  message: string,
  error: ErrorDetail | null = null,
): Envelope<null> {
  return error ? { data: null, message, statusCode, error } : { data: null, message, statusCode };
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    data,
    message: z.string().openapi({ example: 'Success' }),
    statusCode: z.number().int().openapi({ example: 200 }),
  });
}

export const ErrorDetailSchema = z
  .object({
    code: z.string().openapi({ example: 'otp_wrong_code', description: 'Which refusal this is' }),
    triesLeft: z
      .number()
      .int()
      .optional()
      .openapi({ example: 4, description: 'With `otp_wrong_code`: the wrong tries the code still takes' }),
  })
  .openapi('ErrorDetail', {
    description: 'The refusal in machine-readable form, for the answers a site translates',
  });

export const ErrorEnvelopeSchema = z
  .object({
    data: z.null(),
    message: z.string().openapi({ example: 'Oops. Something went wrong. Please try again.' }),
    statusCode: z.number().int().openapi({ example: 500 }),
    error: ErrorDetailSchema.optional(),
  })
  .openapi('ErrorEnvelope');

/** A JSON response entry for `createRoute({ responses })`, wrapped in the success envelope. */
export function jsonEnvelope<T extends z.ZodType>(data: T, description: string) {
  return { description, content: { 'application/json': { schema: envelopeSchema(data) } } };
}

const errorDescriptions = {
  400: 'Invalid input; the message names the field',
  401: 'A required header is missing, or the login token is missing, expired or revoked',
  403: 'The apikey or Whitelabel-Id is not accepted, or the user may not do this',
  404: 'Not found',
  406: 'The email is not registered',
  409: 'The email is already registered',
  413: 'The request body is larger than 1 MB',
  429: 'Too many requests; the message says when to try again (also in Retry-After)',
  500: 'Unexpected server error (details are logged, never returned)',
} as const;

type DocumentedErrorStatus = keyof typeof errorDescriptions;

/** Error responses for `createRoute({ responses })`, all in the error envelope. */
export function errorResponses<S extends DocumentedErrorStatus>(...statuses: S[]) {
  const entries = statuses.map((status) => [
    status,
    {
      description: errorDescriptions[status],
      content: { 'application/json': { schema: ErrorEnvelopeSchema } },
    },
  ]);
  return Object.fromEntries(entries) as {
    [K in S]: {
      description: string;
      content: { 'application/json': { schema: typeof ErrorEnvelopeSchema } };
    };
  };
}

/** One error response with its own description, for statuses whose meaning differs per route. */
export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ErrorEnvelopeSchema } } };
}
