// The path template of a request for the access log and the metrics: `/[locale]/flights/results`,
// never the path itself (it may carry a booking reference or a search) and never its query (it may
// carry a token). Made from the build's own route list (.next/app-path-routes-manifest.json), so a
// new page gets its template without anyone editing a list here; anything else falls into a few
// coarse buckets, so a scan of made-up paths cannot grow the metrics' label set.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const STATIC_BUCKETS = [
  [/^\/_next\/static\//, '/_next/static/*'],
  [/^\/_next\/image(?:\/|$)/, '/_next/image'],
  [/^\/_next\//, '/_next/*'],
  [/^\/styles\//, '/styles/*'],
];

/** One segment of a route pattern: literal, `[name]`, `[...name]` or `[[...name]]`. */
function segmentOf(text) {
  if (/^\[\[\.\.\.[^\]]+\]\]$/.test(text)) return { kind: 'optional-rest' };
  if (/^\[\.\.\.[^\]]+\]$/.test(text)) return { kind: 'rest' };
  if (/^\[[^\]]+\]$/.test(text)) return { kind: 'param' };
  return { kind: 'literal', text };
}

function matches(segments, parts) {
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i];
    if (segment.kind === 'rest') return parts.length > i;
    if (segment.kind === 'optional-rest') return true;
    if (i >= parts.length) return false;
    if (segment.kind === 'literal' && segment.text !== parts[i]) return false;
  }
  return parts.length === segments.length;
}

/** More literal segments first, then more segments: `/[locale]/about-us` before `/[locale]/[slug]`. */
function specificity(segments) {
  const literals = segments.filter((segment) => segment.kind === 'literal').length;
  const rest = segments.some((segment) => segment.kind !== 'literal' && segment.kind !== 'param');
  return literals * 1000 + segments.length * 10 - (rest ? 5 : 0);
}

/**
 * A function from a request URL to its template, given the app's route patterns (`/[locale]/about-us`,
 * `/api/flags/[code]`, `/robots.txt`…).
 */
export function createRouteTemplates(patterns) {
  const routes = [...new Set(patterns)]
    .map((pattern) => ({
      pattern,
      segments: pattern.split('/').filter(Boolean).map(segmentOf),
    }))
    .sort((a, b) => specificity(b.segments) - specificity(a.segments));
  return function templateOf(url) {
    const pathname = String(url ?? '/').split(/[?#]/, 1)[0] || '/';
    for (const [pattern, bucket] of STATIC_BUCKETS) if (pattern.test(pathname)) return bucket;
    const parts = pathname.split('/').filter(Boolean);
    // A file's name (`/wp-login.php`) is never a page's parameter: only a route that names it.
    const file = /\.[A-Za-z0-9]{1,8}$/.test(pathname);
    const found = routes.find(
      (route) => matches(route.segments, parts) && (!file || route.segments.at(-1)?.kind === 'literal'),
    );
    if (found) return found.pattern;
    if (pathname === '/') return '/';
    return file ? '(file)' : '(other)';
  };
}

/**
 * The app's route patterns from a build: the keys' pages and route handlers as URLs
 * (`/[locale]/about-us/page` → `/[locale]/about-us`), without route groups.
 */
export function routePatternsOf(distDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'app-path-routes-manifest.json'), 'utf8'));
    return Object.values(manifest).map((route) =>
      String(route)
        .split('/')
        .filter((segment) => !/^\(.*\)$/.test(segment))
        .join('/'),
    );
  } catch {
    return [];
  }
}
