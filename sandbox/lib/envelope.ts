import { z } from '@hono/zod-openapi';

/** Every body the sandbox returns, success or failure: `{ data, message, statusCode }`. */
export interface Envelope<T> {
  data: T;
  message: string;
  statusCode: number;
}

export function success<T>(data: T, message = 'Success', statusCode = 200): Envelope<T> {
  return { data, message, statusCode };
}

export function failure(statusCode: number, message: string): Envelope<null> {
  return { data: null, message, statusCode };
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    data,
    message: z.string().openapi({ example: 'Success' }),
    statusCode: z.number().int().openapi({ example: 200 }),
  });
}

export const ErrorEnvelopeSchema = z
  .object({
    data: z.null(),
    message: z.string().openapi({ example: 'Oops. Something went wrong. Please try again.' }),
    statusCode: z.number().int().openapi({ example: 500 }),
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
