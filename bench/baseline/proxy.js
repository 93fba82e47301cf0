import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

// A per-request nonce Content-Security-Policy, as the site sends: Next.js reads the nonce from the
// request's policy header, puts it on every script it writes, and so must render every request.
// Both sides of the bench then pay for the same dynamic rendering.
export default function proxy(request) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const policy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${process.env.BASELINE_PHOTO_URL ? ` ${new URL(process.env.BASELINE_PHOTO_URL).origin}` : ''}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = intl(new NextRequest(request, { headers }));
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = { matcher: '/((?!_next|.*\\..*).*)' };
