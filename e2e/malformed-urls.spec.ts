import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SITE_PORT } from './helpers';

/** The raw path goes out byte for byte (a browser or fetch would normalise some of these). */
function get(path: string, host = `skyline.localhost:${SITE_PORT}`) {
  return new Promise<{ status: number; body: string; csp: string | undefined }>((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port: SITE_PORT, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          csp: response.headers['content-security-policy'] as string | undefined,
        }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

const notFound = (locale: 'en' | 'ar') =>
  (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { NotFound: { title: string } }).NotFound
    .title;

test.describe('malformed site URLs', () => {
  for (const path of ['/en/%ZZ', '/%ZZ', '/en/%', '/en/a%2', '/en/%C0%80', '/en/%00']) {
    test(`${path} gets the 404 page, not a 500 or the home page`, async () => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.body).toContain(notFound('en'));
      expect(response.csp).toContain("frame-ancestors 'none'");
    });
  }

  test('a malformed path on an Arabic club gets its Arabic 404 page', async () => {
    const response = await get('/%ZZ', `nakhla.localhost:${SITE_PORT}`);
    expect(response.status).toBe(404);
    expect(response.body).toContain(notFound('ar'));
  });

  for (const path of ['/api/%ZZ', '/_next/static/%ZZ', '/_next/static/chunks/%C0%80.js']) {
    test(`${path} is a bad request`, async () => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(response.body).not.toMatch(/internal server error/i);
    });
  }
});
