import { secureHeaders } from 'hono/secure-headers';

/** Two years, as the site sends it. */
const HSTS = 'max-age=63072000';

/**
 * The response headers that apply to a JSON API: nothing it answers may run, be sniffed into
 * something else or be framed. HSTS only when the API is published over HTTPS (SANDBOX_PUBLIC_URL),
 * which is the deployment's word, not a request header's. Logos and icons are read by the club
 * sites from other origins, so resources stay loadable cross-origin. A response that sets one of
 * these headers itself keeps its own: the HTML pages the API serves (agent panel, operator review)
 * send a policy of their own that lets their inline styles, forms and images work.
 */
export function apiSecurityHeaders(publicUrl: string) {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xContentTypeOptions: true,
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    strictTransportSecurity: publicUrl.startsWith('https://') ? HSTS : false,
    crossOriginResourcePolicy: 'cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  });
}
