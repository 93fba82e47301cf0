import type { NextResponse } from 'next/server';
import { mapStyleUrlOf } from '@/lib/club/mapStyle';
import type { ClubConfig } from '@/lib/club/types';
import { contentSecurityPolicy, newNonce, originOf } from './contentSecurityPolicy';
import { STRICT_TRANSPORT_SECURITY, cameOverHttps, trustedProxyHops } from './securityHeaders';

export interface PageSecurity {
  https: boolean;
  /** The policy for this response; its nonce reaches Next's renderer through the request header. */
  csp: string;
}

/** Where the club's configured images live (the logo host, currency icons). */
function imageOriginsOf(config: ClubConfig | null): string[] {
  if (!config) return [];
  const urls = [config.images?.logo, ...(config.currencies ?? []).map((currency) => currency.icon)];
  return urls.map(originOf).filter((origin): origin is string => origin !== null);
}

export function pageSecurityFor(
  requestHeaders: Headers,
  config: ClubConfig | null,
  apiBaseUrl: string,
): PageSecurity {
  const https = cameOverHttps(requestHeaders.get('x-forwarded-proto'), trustedProxyHops());
  const csp = contentSecurityPolicy({
    nonce: newNonce(),
    apiOrigin: originOf(apiBaseUrl) ?? '',
    imageOrigins: imageOriginsOf(config),
    mapOrigin: originOf(mapStyleUrlOf(config?.maps)),
    recaptcha: config?.captcha?.provider === 'recaptcha',
    https,
    development: process.env.NODE_ENV === 'development',
  });
  return { https, csp };
}

/** The request headers the page renders with: Next takes the nonce from the policy in them. */
export function withPolicy(headers: Headers, security: PageSecurity): Headers {
  headers.set('content-security-policy', security.csp);
  return headers;
}

/**
 * Puts the page's policy on the response and, over HTTPS, HSTS and `Secure` on every cookie the
 * response sets (next-intl's or any other), so no cookie is ever sent over plain HTTP.
 */
export function secureResponse<T extends NextResponse>(response: T, security: PageSecurity): T {
  response.headers.set('Content-Security-Policy', security.csp);
  if (security.https) {
    response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    for (const cookie of response.cookies.getAll()) response.cookies.set({ ...cookie, secure: true });
  }
  return response;
}
