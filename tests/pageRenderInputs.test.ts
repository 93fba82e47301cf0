// @vitest-environment node
// A reverse proxy in front of the site may cache rendered pages by host, forwarded protocol and path
// (docs/site-server.md, "Whole-page caching"). That is right only while server rendering reads
// nothing else of the request: these tests fail the day server code starts reading cookies, draft
// mode or other request headers, so that whoever does it also teaches the proxy's cache key (or
// takes the page out of it).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const sources = sourcesUnder('src').map((file) => ({
  file,
  text: readFileSync(path.join(root, file), 'utf8'),
}));

describe('what a whole-page cache in the proxy relies on', () => {
  it('no server code reads cookies or draft mode, but the login cookie for a missing booking', () => {
    // The one exception: a booking's page answers 404 for a booking the signed-in visitor does not
    // have. It reads only the login cookie, whose presence already keeps the answer out of the
    // proxy's cache (docs/nginx.conf, $club_signed_in): without it the page is the same for everyone.
    const readers = sources
      .filter(({ text }) => /from 'next\/headers'/.test(text) && /\b(cookies|draftMode)\b/.test(text))
      .map(({ file }) => file);
    expect(readers).toEqual(['src/features/booking/bookingOnServer.ts']);
    const reader = sources.find(({ file }) => file === readers[0])!.text;
    expect(reader.match(/cookies\(\)\)\.get\(([^)]*)\)/g)).toEqual(['cookies()).get(AUTH_TOKEN_KEY)']);
    expect(reader).not.toMatch(/draftMode/);
  });

  it('request headers are read only where the host, protocol and site type are', () => {
    const readers = sources
      .filter(({ text }) => /\bheaders\(\)/.test(text) && /from 'next\/headers'/.test(text))
      .map(({ file }) => file)
      .sort();
    expect(readers).toEqual([
      'src/app/[locale]/hotels/details/page.tsx',
      'src/app/club-unavailable/layout.tsx',
      'src/features/hotels/url/hotelSearchRoutes.tsx',
      'src/lib/club/server.ts',
      'src/lib/seo/server.ts',
    ]);
    // The proxy's home-page mark (HOME_PAGE_HEADER) is worked out from the path alone, which the
    // cache key holds. Pages a cache never keeps may read more. The club-unavailable page reads Accept-Language:
    // it answers 503. The hotel pages pass the visitor's address on to the API's rate limit: their
    // URL always has a query (without one the proxy answers the Invalid URL page, 400).
    const allowed: Record<string, RegExp> = {
      'src/app/club-unavailable/layout.tsx': /^('host'|'accept-language'|CLUB_HOST_HEADER)$/,
      // The hotel results route (app/[locale]/hotels/page.tsx exports it).
      'src/features/hotels/url/hotelSearchRoutes.tsx': /^'x-forwarded-for'$/,
      'src/app/[locale]/hotels/details/page.tsx': /^'x-forwarded-for'$/,
    };
    for (const file of readers) {
      const text = sources.find((source) => source.file === file)?.text ?? '';
      const names = [...text.matchAll(/\.get\(([^)]+)\)/g)].map((match) => match[1]);
      for (const name of names) {
        expect(name, `${file} reads ${name}`).toMatch(
          allowed[file] ??
            /^(CLUB_HOST_HEADER|SITE_TYPE_HEADER|HOME_PAGE_HEADER|'host'|'x-forwarded-proto')$/,
        );
      }
    }
  });
});
