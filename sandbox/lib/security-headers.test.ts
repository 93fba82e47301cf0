import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import {
  TEST_CONFIG,
  aSilentLogger,
  requestInit,
  startTestSandbox,
  type TestSandbox,
} from '../test-support/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

function expectApiHeaders(response: Response) {
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  // Club sites on other origins show the logos and icons the API serves.
  expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
}

describe('API security headers', () => {
  it.each([
    ['a data route', '/common/country/list', 200],
    ['the OpenAPI document', '/docs/openapi.json', 200],
    ['an unknown route', '/flight/nowhere', 404],
    ['a call without the apikey', '/flight/blacklist', 401],
  ])('are on %s', async (_name, path, status) => {
    const response = await sandbox.call(path, path === '/flight/blacklist' ? { apikey: null } : {});
    expect(response.status).toBe(status);
    expectApiHeaders(response);
  });

  it('are on an unexpected failure', async () => {
    const broken = await startTestSandbox({ logger: aSilentLogger() });
    await broken.database.close();
    const response = await broken.call('/flight/blacklist');
    expect(response.status).toBe(500);
    expectApiHeaders(response);
  });

  it('add HSTS only when the API is published over HTTPS', async () => {
    const plain = await sandbox.call('/common/country/list');
    expect(plain.headers.get('strict-transport-security')).toBeNull();

    const overHttps = buildApp({
      db: sandbox.database.db,
      config: { ...TEST_CONFIG, publicUrl: 'https://api.example.com' },
      logger: aSilentLogger(),
    });
    const response = await overHttps.request('/common/country/list', requestInit({}));
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000');
  });
});
