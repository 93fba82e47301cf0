import { expect } from '@playwright/test';

/**
 * The checks the MDN HTTP Observatory scores, made on one HTTPS page response. The scanner itself
 * (@mdn/mdn-http-observatory) needs PostgreSQL client bindings and a native build, so the suite
 * asserts what it grades instead: together these give its A+ (100 + bonuses, no penalty).
 */

export type Directives = Map<string, string[]>;

export function parseCsp(header: string): Directives {
  const directives: Directives = new Map();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name.toLowerCase()), `CSP repeats ${name}`).toBe(false);
    directives.set(name.toLowerCase(), values);
  }
  return directives;
}

const BROAD = new Set(['*', 'http:', 'https:', 'ftp:', 'data:', "'unsafe-inline'", "'unsafe-eval'"]);
const GOOD_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];
/** The Observatory wants at least six months. */
const HSTS_MIN_SECONDS = 15_768_000;

/** Asserts every graded header; answers the page's script nonce. */
export function expectObservatoryAPlus(headers: Record<string, string>, setCookies: string[]): string {
  const cspHeader = headers['content-security-policy'];
  expect(cspHeader, 'a Content-Security-Policy header').toBeTruthy();
  expect(cspHeader, 'one policy only').not.toContain(',');
  const csp = parseCsp(cspHeader!);

  // default-src 'none' (the +10 bonus) and nothing fetched over plain HTTP (active or passive).
  expect(csp.get('default-src')).toEqual(["'none'"]);
  for (const [name, sources] of csp) {
    for (const source of sources)
      expect(source, `${name} over an insecure scheme`).not.toMatch(/^(http|ftp):/);
  }

  // Scripts by nonce only: 'strict-dynamic' makes browsers ignore anything else.
  const scripts = csp.get('script-src') ?? [];
  const nonce = scripts.find((source) => source.startsWith("'nonce-"));
  expect(nonce, 'a script nonce').toBeTruthy();
  expect(scripts).toContain("'strict-dynamic'");
  for (const source of scripts) expect(BROAD.has(source), `script-src ${source}`).toBe(false);

  // Styles may keep 'unsafe-inline' (no penalty); nothing broad besides.
  for (const source of csp.get('style-src') ?? []) {
    expect(['*', 'http:', 'https:', "'unsafe-eval'"]).not.toContain(source);
  }
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), 'clickjacking protection (the X-Frame-Options bonus)').toEqual([
    "'none'",
  ]);
  expect(["'none'", "'self'"]).toContain(csp.get('base-uri')?.join(' '));
  expect(csp.get('form-action')).toEqual(["'self'"]);

  const hsts = headers['strict-transport-security'] ?? '';
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
  expect(maxAge, `HSTS "${hsts}"`).toBeGreaterThanOrEqual(HSTS_MIN_SECONDS);

  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(GOOD_REFERRER_POLICIES, 'a Referrer-Policy with the +5 bonus').toContain(headers['referrer-policy']);
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/geolocation=\(\)/);
  expect(headers['permissions-policy']).toMatch(/microphone=\(\)/);

  for (const cookie of setCookies)
    expect(cookie, 'every cookie Secure over HTTPS').toMatch(/;\s*secure(;|$)/i);
  return nonce!.slice("'nonce-".length, -1);
}
