import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from './lib/errors';
import {
  NAKHLA_ID,
  aSilentLogger,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from './test-support/sandbox';

/** Every route that needs both the apikey and a club. */
const clubRoutes = [
  '/flight/blacklist',
  '/flight/airline/list',
  '/currency/flight/currency-code/USD',
  '/common/country/list',
];

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

describe('header guard', () => {
  it.each(clubRoutes)('%s answers 401 without the apikey header', async (path) => {
    expect(await expectError(await sandbox.call(path, { apikey: null }), 401)).toBe('Missing apikey header');
  });

  it.each(clubRoutes)('%s answers 403 for a wrong apikey', async (path) => {
    expect(await expectError(await sandbox.call(path, { apikey: 'nope' }), 403)).toBe('Invalid apikey');
  });

  it.each(clubRoutes)('%s answers 401 without Whitelabel-Id', async (path) => {
    const message = await expectError(await sandbox.call(path, { club: null }), 401);
    expect(message).toBe('Missing Whitelabel-Id header');
  });

  it.each(clubRoutes)('%s answers 403 for an unknown Whitelabel-Id', async (path) => {
    for (const club of [999, 'abc', '101; drop table clubs', '0']) {
      const message = await expectError(await sandbox.call(path, { club }), 403);
      expect(message).toBe('Unknown Whitelabel-Id');
    }
  });

  it('checks the apikey before the club', async () => {
    const response = await sandbox.call('/flight/blacklist', { apikey: null, club: null });
    expect(await expectError(response, 401)).toBe('Missing apikey header');
  });

  it('accepts the optional site headers', async () => {
    const response = await sandbox.call('/flight/blacklist', {
      club: NAKHLA_ID,
      headers: { version: '1.0.0', language: 'ar', 'Currency-Preference': 'SAR', Authorization: 'Bearer x' },
    });
    expect(response.status).toBe(200);
  });
});

describe('routing and errors', () => {
  it('answers 404 "Route not found" in the error envelope for an unknown route', async () => {
    expect(await expectError(await sandbox.call('/flight/nowhere'), 404)).toBe('Route not found');
  });

  it('hides the details of an unexpected failure and logs them', async () => {
    const logger = aSilentLogger();
    const broken = await startTestSandbox({ logger });
    // The outbox's worker would log its own failed passes against the closed database.
    await broken.app.outbox.stop();
    await broken.database.close(); // every query now throws

    const response = await broken.call('/flight/blacklist');
    const text = await response.clone().text();

    expect(await expectError(response, 500)).toBe(GENERIC_ERROR_MESSAGE);
    expect(text).not.toMatch(/at .+\.(ts|js):\d+|stack|PGlite|closed/i);
    expect(logger.error).toHaveBeenCalledOnce();
    expect(logger.error.mock.calls[0]?.[1]).toBeInstanceOf(Error);
  });

  it('serves /health without any header', async () => {
    const response = await sandbox.call('/health', { apikey: null, club: null });
    expect(await readEnvelope(response)).toEqual({ data: { ok: true }, message: 'OK', statusCode: 200 });
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    sandbox.call('/flight/blacklist', {
      method: 'OPTIONS',
      apikey: null,
      club: null,
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey,whitelabel-id',
      },
    });

  it.each([
    'http://skyline.localhost:3000',
    'http://agent.skyline.localhost:3000',
    'http://nakhla.localhost:3000',
    'http://agent.nakhla.localhost:3000',
    'http://localhost:3000',
  ])('allows the club origin %s, with the site headers', async (origin) => {
    const response = await preflight(origin);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const header of [
      'apikey',
      'whitelabel-id',
      'currency-preference',
      'idempotency-key',
      'authorization',
    ]) {
      expect(allowed).toContain(header);
    }
  });

  it.each([
    'http://evil.example',
    'http://skyline.localhost:3001',
    'null',
    'http://skyline.localhost:3000/x',
  ])('refuses the origin %s', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks an allowed simple request and varies on Origin', async () => {
    const response = await sandbox.call('/flight/blacklist', {
      headers: { Origin: 'http://nakhla.localhost:3000' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://nakhla.localhost:3000');
    expect(response.headers.get('vary')).toMatch(/origin/i);
  });
});

describe('OpenAPI document', () => {
  it('is served without headers and declares every route with its security', async () => {
    const response = await sandbox.call('/docs/openapi.json', { apikey: null, club: null });
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, { get: { security?: Record<string, string[]>[]; responses: object } }>;
      components: { securitySchemes: Record<string, { name?: string }> };
    };

    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.ApiKey?.name).toBe('apikey');
    expect(document.components.securitySchemes.WhitelabelId?.name).toBe('Whitelabel-Id');
    expect(document.paths['/whitelabel/config']?.get.security).toEqual([{ ApiKey: [] }]);
    for (const path of clubRoutes.map((p) => p.replace('USD', '{code}'))) {
      expect(document.paths[path]?.get.security, path).toEqual([{ ApiKey: [], WhitelabelId: [] }]);
      expect(Object.keys(document.paths[path]?.get.responses ?? {}), path).toEqual(
        expect.arrayContaining(['200', '401', '403', '500']),
      );
    }
  });
});

describe('OpenAPI document of the auth routes', () => {
  it('declares the Bearer token where one is needed and no guard on the public pages', async () => {
    const response = await sandbox.call('/docs/openapi.json', { apikey: null, club: null });
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
      components: { securitySchemes: Record<string, { scheme?: string }> };
    };
    expect(document.components.securitySchemes.BearerAuth?.scheme).toBe('bearer');
    const bearer = [{ ApiKey: [], WhitelabelId: [], BearerAuth: [] }];
    for (const [path, method] of [
      ['/auth/profile', 'get'],
      ['/auth/reset-password', 'post'],
      ['/auth/user/logout', 'get'],
      ['/agent/admin/logout', 'get'],
      ['/sub-agent/admin/logout', 'get'],
      ['/user/customer/{id}', 'get'],
      ['/admin/customer/preference/update/{userId}', 'put'],
      ['/agent/wallet/available/balance/{id}', 'get'],
      ['/agent/staff/wallet/available/balance/{id}', 'get'],
      ['/auth/handoff-token', 'post'],
    ] as const) {
      expect(document.paths[path]?.[method]?.security, path).toEqual(bearer);
    }
    for (const path of [
      '/auth/verify-email',
      '/auth/signup',
      '/auth/login-with-password',
      '/auth/otp-verify',
    ]) {
      expect(document.paths[path]?.post?.security, path).toEqual([{ ApiKey: [], WhitelabelId: [] }]);
    }
    // Public pages say so with an empty requirement (linters want every operation to say).
    expect(document.paths['/auth/captcha/challenge']?.get?.security).toEqual([]);
    expect(document.paths['/agent-panel']?.get?.security).toEqual([]);
  });
});
