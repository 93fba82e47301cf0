import { cameOverHttps, trustedProxyHops } from '@/lib/security/securityHeaders';

/**
 * The site's origin as the visitor reached it: the host the proxy vouched for, over https when
 * the trusted proxy in front says so. Canonical URLs, the sitemap and robots.txt are built on it.
 */
export function siteOrigin(host: string, forwardedProto: string | null): string {
  const https = cameOverHttps(forwardedProto, trustedProxyHops());
  return `${https ? 'https' : 'http'}://${host.toLowerCase()}`;
}
