import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { buildApp, openApiDocument } from '../sandbox/app';
import * as schema from '../sandbox/db/schema';
import { CLUB_API_LEVELS, type ClubApiLevel } from '../sandbox/lib/club-api-levels';
import { scanSources, siteClubApiCalls } from './lib/clubApiCalls';

/**
 * docs/club-api.md, the OpenAPI document's `x-club-api` marks and sandbox/lib/club-api-levels.ts
 * say the same about every call the site makes: a new call without documentation fails here.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const { calls, unresolved } = siteClubApiCalls(root);

/** `GET /user/customer/{id}` → `GET /user/customer/{}`, as the scanner writes parameters. */
const shapeOf = (key: string) => key.replace(/\{[^}]*\}/g, '{}');

const SECTIONS: Record<string, ClubApiLevel> = {
  Specified: 'specified',
  'Required extensions': 'required',
  'Optional extensions': 'optional',
};

/** The rows of docs/club-api.md's three tables: `METHOD /path` → the section's level. */
function documentedCalls(): Map<string, ClubApiLevel> {
  const rows = new Map<string, ClubApiLevel>();
  let level: ClubApiLevel | null = null;
  for (const line of readFileSync(`${root}docs/club-api.md`, 'utf8').split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) level = SECTIONS[heading[1]!.trim()] ?? null;
    const row = /^\|\s*`(GET|POST|PUT|PATCH|DELETE) (\/[^`]*)`/.exec(line);
    if (row && level) rows.set(`${row[1]} ${row[2]}`, level);
  }
  return rows;
}

function apiDocument() {
  const app = buildApp({
    db: drizzle.mock({ schema }),
    config: { apiKey: 'unused', publicUrl: 'http://127.0.0.1:4000', extraOrigins: [] },
  });
  return openApiDocument(app, 'http://127.0.0.1:4000') as unknown as {
    paths: Record<string, Record<string, { 'x-club-api'?: string }>>;
  };
}

describe('the club API calls in the site’s code', () => {
  it('every call site is understood (a path the scanner cannot follow fails here)', () => {
    expect(unresolved).toEqual([]);
    // The scanner still sees the site: the specification's calls and the main extensions.
    const found = new Set(calls.map((c) => `${c.method} ${c.path}`));
    for (const key of [
      'POST /auth/verify-email',
      'PUT /admin/customer/preference/update/{}',
      'GET /agent/staff/wallet/available/balance/{}',
      'GET /whitelabel/config',
      '* /auth/captcha/challenge',
      'POST /my-bookings/{}/cancel',
      'POST /hotel/search/results',
    ])
      expect(found, key).toContain(key);
  });

  it('every call is listed in club-api-levels.ts, and every listed call is still made', () => {
    const listed = new Set(Object.keys(CLUB_API_LEVELS).map(shapeOf));
    // A URL a widget fetches itself (`*`) matches any listed method of its path.
    const matches = (key: string, method: string, path: string) =>
      key === `${method} ${path}` || (method === '*' && key.endsWith(` ${path}`));
    const undocumented = calls.filter((c) => ![...listed].some((key) => matches(key, c.method, c.path)));
    expect(undocumented.map((c) => `${c.method} ${c.path} (${c.at})`)).toEqual([]);
    const stale = [...listed].filter((key) => !calls.some((c) => matches(key, c.method, c.path)));
    expect(stale).toEqual([]);
  });

  it('docs/club-api.md lists every call under its level, and nothing else', () => {
    const documented = documentedCalls();
    expect(Object.fromEntries(documented)).toEqual(CLUB_API_LEVELS);
  });

  it('the OpenAPI document has every call, marked with its level, and marks every operation', () => {
    const document = apiDocument();
    for (const [key, level] of Object.entries(CLUB_API_LEVELS)) {
      const [method, path] = key.split(' ') as [string, string];
      expect(document.paths[path]?.[method.toLowerCase()]?.['x-club-api'], key).toBe(level);
    }
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations))
        expect(['specified', 'required', 'optional'], `${method} ${path}`).toContain(operation['x-club-api']);
    // Section 7 is 26 calls; the specification's own-server calls are the site's routes.
    expect(Object.values(CLUB_API_LEVELS).filter((l) => l === 'specified')).toHaveLength(26);
  });
});

describe('the scanner', () => {
  const scan = (source: string, extra: Record<string, string> = {}) =>
    scanSources({ 'src/features/x/api.ts': source, ...extra });

  it('finds axios calls, RTK Query endpoints, server helpers and fetches, with their methods', () => {
    const { calls: found, unresolved: missed } = scan(`
      const base = '/things';
      const pathOf = (id: number) => \`\${base}/\${id}\`;
      export const thingsApi = apiSlice.injectEndpoints({ endpoints: (build) => ({
        list: build.query({ query: () => '/things' }),
        save: build.mutation({ query: ({ id, body }) => ({ url: pathOf(id), method: 'PUT', body }) }),
        wallet: build.query({ query: ({ staff, id }) => (staff ? \`/staff/\${id}\` : \`/agent/\${id}\`) }),
      }) });
      async function post(path: string) { return clubApiData(path, { clubId: 1, language: 'en', body: {} }); }
      export const a = () => post('/search');
      export const b = (api) => api.delete(\`\${pathOf(3)}/photo?x=1\`);
      export const c = () => fetch(new URL('/config', env.API_BASE_URL), { method: 'POST' });
      export const d = \`\${apiBaseUrl}/captcha\`;
      export const notApi = params.get('/looks/like/a/path');
    `);
    expect(missed).toEqual([]);
    expect(found.map((c) => `${c.method} ${c.path}`).sort()).toEqual(
      [
        'GET /things',
        'PUT /things/{}',
        'GET /staff/{}',
        'GET /agent/{}',
        'POST /search',
        'DELETE /things/{}/photo',
        'POST /config',
        '* /captcha',
      ].sort(),
    );
  });

  it('finds the request a module builds for a kit’s endpoint where the module builds it', () => {
    const { calls: found, unresolved: missed } = scan(
      `export const kitApi = apiSlice.injectEndpoints({ endpoints: (build) => ({
         confirmed: build.query({ query: ({ request, accessToken }) => ({ ...request, params: { accessToken } }) }),
       }) });`,
      {
        'src/features/y/confirmation.ts': `
          export const yConfirmation = (id: string): ApiRequest => ({ url: \`/y/booking/\${id}\` });
          export function zConfirmation(id: string): ApiRequest {
            return { url: \`/z/booking/\${id}\`, method: 'POST' };
          }
          export const notARequest = (id: string) => ({ url: \`/not/\${id}\` });`,
      },
    );
    expect(missed).toEqual([]);
    expect(found.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET /y/booking/{}',
      'POST /z/booking/{}',
    ]);
  });

  it('follows a path function into another file, and reports a path it cannot follow', () => {
    const { calls: found, unresolved: missed } = scan(
      `import { logoutPath } from './paths';
       export const out = (api, kind) => api.get(logoutPath(kind));
       export const dynamic = (api, p: string) => api.post(p);`,
      {
        'src/features/x/paths.ts': `export function logoutPath(kind: number) {
           if (kind === 1) return '/agent/logout';
           return '/user/logout';
         }`,
      },
    );
    expect(found.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET /agent/logout',
      'GET /user/logout',
    ]);
    expect(missed).toEqual([expect.stringMatching(/^src\/features\/x\/api\.ts:3 p$/)]);
  });

  it('follows a kit helper’s path parameter to the modules that import it and give their path', () => {
    const { calls: found, unresolved: missed } = scan(
      `export async function postPoll(api, path: string, body: unknown) { return api.post(path, body); }
       export const bookingPost = (url: string) => ({ body }): ApiRequest => ({ url, method: 'POST', body });`,
      {
        'src/features/y/poll.ts': `import { postPoll, bookingPost } from '../x/api';
          export const poll = (api) => postPoll(api, '/y/results', {});
          export const book = bookingPost('/y/book');`,
        'src/features/z/poll.ts': `import { postPoll } from '../x/api';
          export const poll = (api) => postPoll(api, '/z/results', {});`,
        // A function of the same name that this file does not import is not a call of the helper.
        'src/features/w/other.ts': `const postPoll = (a, b, c) => c; export const x = postPoll(1, 2, 3);`,
      },
    );
    expect(missed).toEqual([]);
    expect(found.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'POST /y/book',
      'POST /y/results',
      'POST /z/results',
    ]);
  });
});
