/**
 * Response headers every route gets (next.config.ts applies them), whatever it serves. Pages add
 * their nonce-based Content-Security-Policy and, over HTTPS, Strict-Transport-Security in the proxy.
 */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The site uses none of these browser features; neither may anything embedded in it.
  'Permissions-Policy': [
    'accelerometer=()',
    'autoplay=()',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'usb=()',
  ].join(', '),
};

/** The site's own API routes answer data, never a document that may run or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Two years; sent only on responses that came over HTTPS (browsers ignore it over HTTP anyway). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000';

/**
 * Whether the request reached the deployment over HTTPS. `next start` itself speaks only HTTP, so
 * this is the word of the TLS-terminating proxy in front, in X-Forwarded-Proto: trusted only when
 * TRUSTED_PROXY_HOPS says proxies are there, and then read `trustedHops` entries from the right
 * (the one the outermost trusted proxy wrote), as for X-Forwarded-For.
 */
export function cameOverHttps(forwardedProto: string | null, trustedHops: number): boolean {
  if (!forwardedProto || !(trustedHops >= 1)) return false;
  const hops = forwardedProto
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  return hops[Math.max(0, hops.length - trustedHops)] === 'https';
}

/** TRUSTED_PROXY_HOPS (default 1, see .env.example). */
export function trustedProxyHops(value: string | undefined = process.env.TRUSTED_PROXY_HOPS): number {
  const hops = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(hops) && hops >= 0 ? hops : 1;
}
