import type { SiteType } from './types';

/** The site is the agent site when the request's origin is the club's agent URL. */
export function siteTypeFor(requestOrigin: string, agentClubUrl: string | null | undefined): SiteType {
  if (!agentClubUrl) return 'customer';
  try {
    return new URL(agentClubUrl).origin.toLowerCase() === new URL(requestOrigin).origin.toLowerCase()
      ? 'agent'
      : 'customer';
  } catch {
    return 'customer';
  }
}

/** Pages that exist only on the agent site (paths without the locale prefix). */
export const agentOnlyPaths = [
  '/agent-login',
  '/agent-login/thank-you',
  '/agent-login/details',
  '/agent-review',
];

export function isAgentOnlyPath(pathWithoutLocale: string): boolean {
  const path = pathWithoutLocale.replace(/\/+$/, '') || '/';
  return agentOnlyPaths.includes(path.toLowerCase());
}
