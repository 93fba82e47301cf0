import { OpenAPIHono, z, type Hook } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { errorResponses, failure } from './envelope';
import { describeValidationError } from './errors';
import { requireResetToken, requireSession, requireSessionOrHandoff } from './auth';
import { requireApiKey, requireClub } from './header-guard';
import { text } from './text';

export const OPENAPI_DOCUMENT_PATH = '/docs/openapi.json';

/** `defaultHook` of every router: a failed zod validation answers 400 in the error envelope. */
const validationHook: Hook<unknown, AppEnv, string, Response | undefined> = (result, c) => {
  if (!result.success) return c.json(failure(400, describeValidationError(result.error)), 400);
  return undefined;
};

/** Every router is created here so that each one answers invalid input the same way. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/**
 * Who may call a route, as spread into `createRoute`: the guards that run before validation and
 * the matching OpenAPI security requirement.
 */
export const access = {
  /** Needs only the deployment's `apikey` (the club is not known yet). */
  apiKey: { middleware: [requireApiKey], security: [{ ApiKey: [] }] },
  /** Needs `apikey` and the `Whitelabel-Id` of an existing club. */
  club: { middleware: [requireApiKey, requireClub], security: [{ ApiKey: [], WhitelabelId: [] }] },
  /**
   * Needs the club headers; a login token is optional (guests call too) and, when sent, must be
   * valid. The handler reads it with `optionalUser`.
   */
  userOptional: {
    middleware: [requireApiKey, requireClub],
    security: [
      { ApiKey: [], WhitelabelId: [] },
      { ApiKey: [], WhitelabelId: [], BearerAuth: [] },
    ] as Record<string, string[]>[],
  },
  /** Needs the club headers and `Authorization: Bearer` with a login token. */
  user: {
    middleware: [requireApiKey, requireClub, requireSession],
    security: [{ ApiKey: [], WhitelabelId: [], BearerAuth: [] }],
  },
  /** Like `user`, but a single-use hand-off token is accepted too (and used up). */
  userOrHandoff: {
    middleware: [requireApiKey, requireClub, requireSessionOrHandoff],
    security: [{ ApiKey: [], WhitelabelId: [], BearerAuth: [] }],
  },
  /** Needs the club headers and `Authorization: Bearer` with a password-reset token. */
  resetToken: {
    middleware: [requireApiKey, requireClub, requireResetToken],
    security: [{ ApiKey: [], WhitelabelId: [], BearerAuth: [] }],
  },
};

/** The security of an operation anyone may call without headers (said explicitly, for linters). */
export const publicAccess: Record<string, string[]>[] = [];

/** Headers the site sends with every call; accepted, never required. */
export const siteHeaders = z.object({
  version: text().optional().openapi({ description: 'Version of the calling site', example: '1.0.0' }),
  language: text()
    .optional()
    .openapi({ description: 'Lower-case language code of the visitor (default en)', example: 'en' }),
  'currency-preference': text()
    .optional()
    .openapi({ description: 'ISO 4217 code the visitor chose', example: 'USD' }),
});

export function registerSecuritySchemes(app: OpenAPIHono<AppEnv>): void {
  const registry = app.openAPIRegistry;
  registry.registerComponent('securitySchemes', 'ApiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'apikey',
    description: 'Key of the deployment calling the API',
  });
  registry.registerComponent('securitySchemes', 'WhitelabelId', {
    type: 'apiKey',
    in: 'header',
    name: 'Whitelabel-Id',
    description: 'Numeric id of the club the call is made for',
  });
  registry.registerComponent('securitySchemes', 'BearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'Token from sign-up, login or a code check (7 days); a reset token on reset-password; a ' +
      'hand-off token where said',
  });
}

/** Every operation that takes a body may answer 413 (lib/body-limit.ts): documented once, here. */
export function documentBodyLimit(app: OpenAPIHono<AppEnv>): void {
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route' || !definition.route.request?.body) continue;
    definition.route.responses[413] ??= errorResponses(413)[413];
  }
}

export function openApiDocumentConfig(publicUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Club API',
      version: '1.0.0',
      description:
        'The API every club runs behind the white-label travel site. Every body is an envelope ' +
        '`{ data, message, statusCode }`; errors carry `data: null`. A string field holding a ' +
        'control character (U+0000–U+001F or U+007F) is answered 400 naming the field; a request ' +
        'body over 1 MB (1,048,576 bytes) is answered 413.',
    },
    servers: [{ url: publicUrl }],
  };
}
