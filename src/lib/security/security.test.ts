// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NextResponse } from 'next/server';
import { contentSecurityPolicy, newNonce, originOf, type CspOptions } from './contentSecurityPolicy';
import { pathVerdict } from './malformedPath';
import { secureResponse } from './pageSecurity';
import { cameOverHttps, trustedProxyHops } from './securityHeaders';

const base: CspOptions = {
  nonce: 'abc123==',
  apiOrigin: 'https://api.club.example',
  imageOrigins: ['https://cdn.club.example'],
  recaptcha: false,
  https: true,
  development: false,
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows scripts by nonce only, denies by default and may not be framed', () => {
    const csp = directives(contentSecurityPolicy(base));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'nonce-abc123=='", "'strict-dynamic'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.club.example']);
    expect(csp.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://api.club.example', 'https://cdn.club.example']),
    );
    // The ALTCHA worker is made from a blob: URL.
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.has('frame-src')).toBe(false);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it("lets the map library reach the club's map style origin only when the club has a map", () => {
    const withMap = directives(contentSecurityPolicy({ ...base, mapOrigin: 'https://maps.example' }));
    expect(withMap.get('connect-src')).toEqual([
      "'self'",
      'https://api.club.example',
      'https://maps.example',
    ]);
    expect(withMap.get('img-src')).toEqual(expect.arrayContaining(['https://maps.example', 'blob:']));
    const without = directives(contentSecurityPolicy({ ...base, mapOrigin: null }));
    expect(without.get('connect-src')).toEqual(["'self'", 'https://api.club.example']);
  });

  it('lets the reCAPTCHA frames in only for a club that uses it', () => {
    const csp = directives(contentSecurityPolicy({ ...base, recaptcha: true }));
    expect(csp.get('frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
  });

  it("adds 'unsafe-eval' only for next dev, and upgrades requests only over HTTPS", () => {
    expect(contentSecurityPolicy(base)).not.toContain('unsafe-eval');
    expect(directives(contentSecurityPolicy({ ...base, development: true })).get('script-src')).toContain(
      "'unsafe-eval'",
    );
    expect(contentSecurityPolicy({ ...base, https: false })).not.toContain('upgrade-insecure-requests');
  });

  it('never lets scripts in inline', () => {
    for (const options of [base, { ...base, development: true }, { ...base, recaptcha: true }]) {
      expect(directives(contentSecurityPolicy(options)).get('script-src')).not.toContain("'unsafe-inline'");
    }
  });

  it('takes origins only from absolute http(s) URLs', () => {
    expect(originOf('https://cdn.example/a/logo.svg?x=1')).toBe('https://cdn.example');
    expect(originOf('http://127.0.0.1:4000/assets/logo.svg')).toBe('http://127.0.0.1:4000');
    for (const bad of ['/logo.svg', 'data:image/png;base64,AA', "javascript:alert('x')", '', null, 'x; y']) {
      expect(originOf(bad)).toBeNull();
    }
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('cameOverHttps', () => {
  it('believes X-Forwarded-Proto only from trusted proxies', () => {
    expect(cameOverHttps('https', 1)).toBe(true);
    expect(cameOverHttps('http', 1)).toBe(false);
    expect(cameOverHttps(null, 1)).toBe(false);
    // No proxy is trusted: whatever the client wrote is ignored.
    expect(cameOverHttps('https', 0)).toBe(false);
  });

  it('reads the entry the outermost trusted proxy appended', () => {
    // A client-sent "https" in front of what the one trusted proxy appended.
    expect(cameOverHttps('https, http', 1)).toBe(false);
    expect(cameOverHttps('http, https', 1)).toBe(true);
    expect(cameOverHttps('https, http', 2)).toBe(true);
  });

  it('reads TRUSTED_PROXY_HOPS with a default of 1', () => {
    expect(trustedProxyHops(undefined)).toBe(1);
    expect(trustedProxyHops('0')).toBe(0);
    expect(trustedProxyHops('2')).toBe(2);
    expect(trustedProxyHops('lots')).toBe(1);
  });
});

describe('secureResponse', () => {
  it('over HTTPS adds HSTS and marks every cookie Secure', () => {
    const response = NextResponse.next();
    response.cookies.set('NEXT_LOCALE', 'en', { path: '/', sameSite: 'lax' });
    response.cookies.set('other', '1', { httpOnly: true });
    secureResponse(response, { https: true, csp: "default-src 'none'" });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookies.find((cookie) => cookie.startsWith('other='))).toMatch(/HttpOnly/i);
  });

  it('over HTTP adds neither', () => {
    const response = NextResponse.next();
    response.cookies.set('a', '1');
    secureResponse(response, { https: false, csp: "default-src 'none'" });
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.getSetCookie()[0]).not.toMatch(/Secure/i);
  });
});

describe('pathVerdict', () => {
  it.each([
    '/en/%ZZ',
    '/%ZZ',
    '/en/%',
    '/en/a%2',
    '/en/%C0%80',
    '/api/%ZZ',
    '/_next/static/%ZZ',
    '/en/%E0%A4%A',
  ])('%s is a bad request', (path) => expect(pathVerdict(path)).toBe('bad-request'));

  it.each(['/en/%00', '/en/a%0Ab', '/%1F', '/en/%7F'])('%s (a control character) is not found', (path) =>
    expect(pathVerdict(path)).toBe('not-found'),
  );

  it.each(['/en', '/ar/flights', '/en/%D8%A8%D8%AD%D8%AB', '/en/a%20b', '/en/flights/checkout'])(
    '%s is fine',
    (path) => expect(pathVerdict(path)).toBe('ok'),
  );
});
