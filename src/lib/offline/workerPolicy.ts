/**
 * The service worker's own Content-Security-Policy (a worker script follows the policy it was
 * served with, not the page's): it fetches this site (pages, build files) and the club API (the
 * bookings and PDFs it keeps), and loads no other script.
 */
export function workerContentSecurityPolicy(apiOrigin: string | null): string {
  const connect = ["'self'", apiOrigin].filter(Boolean).join(' ');
  return `default-src 'none'; script-src 'self'; connect-src ${connect}`;
}
