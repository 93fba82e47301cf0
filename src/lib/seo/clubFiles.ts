/**
 * The site's files that are made per club from its configuration: the favicon, the icons, the web
 * app manifest, robots.txt and the sitemap. The proxy gives them the club (its trusted headers)
 * but no locale: they answer for the whole host.
 */
export const CLUB_FILE_PATHS = [
  '/favicon.ico',
  '/manifest.webmanifest',
  '/robots.txt',
  '/sitemap.xml',
] as const;

/** The proxy's matcher entries for these files (kept beside the list so the two cannot drift). */
export const CLUB_FILE_MATCHERS = [...CLUB_FILE_PATHS, '/club-icon/:file'] as const;

export function isClubFilePath(pathname: string): boolean {
  return (CLUB_FILE_PATHS as readonly string[]).includes(pathname) || /^\/club-icon\/[^/]+$/.test(pathname);
}

/** Crawlers keep the agent site, and every file on it, out of their index. */
export const AGENT_ROBOTS_TAG = 'noindex, nofollow';
