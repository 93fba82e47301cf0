import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing, isLocale } from '@/i18n/routing';
import { clubResolver } from '@/lib/club/resolver';
import { isAgentOnlyPath, siteTypeFor } from '@/lib/club/siteType';
import { withTrustedClubHeaders } from '@/lib/club/requestHeaders';
import {
  FLIGHT_RESULTS_PATH,
  INVALID_FLIGHT_SEARCH_PATH,
  isInvalidFlightSearch,
} from '@/features/flights/url/flightsProxy';
import {
  HOTEL_RESULTS_PATH,
  INVALID_HOTEL_SEARCH_PATH,
  isInvalidHotelSearch,
} from '@/features/hotels/url/hotelsProxy';
import {
  HOTEL_DETAILS_PATH,
  INVALID_HOTEL_DETAILS_PATH,
  isInvalidHotelDetails,
} from '@/features/hotels/details/detailsProxy';
import { siteEnv } from '@/lib/env';
import { noteRequestClub } from '@/lib/ops/requestContext';
import { LANGUAGE_COOKIE, rememberedLanguage } from '@/lib/preferences/languageCookie';
import { pathVerdict } from '@/lib/security/malformedPath';
import { pageSecurityFor, secureResponse, withPolicy } from '@/lib/security/pageSecurity';
import { API_CONTENT_SECURITY_POLICY } from '@/lib/security/securityHeaders';
import { AGENT_ROBOTS_TAG, isClubFilePath } from '@/lib/seo/clubFiles';

/** The page shown (with status 503) when the host has no club or its configuration cannot be loaded. */
export const NO_CONFIG_PATH = '/club-unavailable';

const intlByDefaultLocale = new Map<string, ReturnType<typeof createMiddleware>>();

function intlFor(defaultLocale: string) {
  const locale = isLocale(defaultLocale) ? defaultLocale : routing.defaultLocale;
  let handler = intlByDefaultLocale.get(locale);
  if (!handler) {
    handler = createMiddleware({ ...routing, defaultLocale: locale });
    intlByDefaultLocale.set(locale, handler);
  }
  return handler;
}

function splitLocale(pathname: string): { locale: string | null; rest: string } {
  const [, first = '', ...others] = pathname.split('/');
  return isLocale(first) ? { locale: first, rest: `/${others.join('/')}` } : { locale: null, rest: pathname };
}

/** Pages: what the first matcher below takes (not Next's files, API routes, styles, files). */
function isPagePath(pathname: string): boolean {
  return !/^\/(?:api|_next|_vercel|styles|.*\..*)/.test(pathname);
}

/** The favicon, icons, manifest, robots.txt and sitemap: the host's club, no locale, no page. */
async function clubFile(request: NextRequest): Promise<NextResponse> {
  const host = request.headers.get('host') ?? request.nextUrl.host;
  const lookup = await clubResolver()(host);
  if (lookup.status !== 'found') {
    return new NextResponse('Service Unavailable', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
        'Retry-After': '5',
      },
    });
  }
  noteRequestClub(lookup.config.club_details.club_id, host);
  const siteType = siteTypeFor(
    `${request.nextUrl.protocol}//${host}`,
    lookup.config.club_details.agent_club_url,
  );
  const headers = withTrustedClubHeaders(request.headers, {
    host,
    status: 'found',
    clubId: lookup.config.club_details.club_id,
    siteType,
  });
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
  if (siteType === 'agent') response.headers.set('X-Robots-Tag', AGENT_ROBOTS_TAG);
  return response;
}

export default async function proxy(request: NextRequest) {
  const verdict = pathVerdict(request.nextUrl.pathname);
  if (verdict === 'ok' && isClubFilePath(request.nextUrl.pathname)) return clubFile(request);
  // Next's files and the API routes reach the proxy only when their path has a percent sign (see
  // the matcher): a well-formed one goes on untouched, a malformed one gets a bare answer. A page's
  // malformed path gets the 404 page below.
  if (!isPagePath(request.nextUrl.pathname)) {
    if (verdict === 'ok') return NextResponse.next();
    const status = verdict === 'bad-request' ? 400 : 404;
    return new NextResponse(status === 400 ? 'Bad Request' : 'Not Found', {
      status,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
      },
    });
  }

  const host = request.headers.get('host') ?? request.nextUrl.host;
  const lookup = await clubResolver()(host);
  const apiBaseUrl = siteEnv().PUBLIC_API_BASE_URL;

  if (lookup.status !== 'found') {
    const security = pageSecurityFor(request.headers, null, apiBaseUrl);
    const url = request.nextUrl.clone();
    url.pathname = NO_CONFIG_PATH;
    url.search = '';
    const headers = withTrustedClubHeaders(request.headers, { host, status: lookup.status });
    return secureResponse(
      NextResponse.rewrite(url, { status: 503, request: { headers: withPolicy(headers, security) } }),
      security,
    );
  }

  const config = lookup.config;
  noteRequestClub(config.club_details.club_id, host);
  const security = pageSecurityFor(request.headers, config, apiBaseUrl);
  const origin = `${request.nextUrl.protocol}//${host}`;
  const siteType = siteTypeFor(origin, config.club_details.agent_club_url);
  const { locale, rest } = splitLocale(request.nextUrl.pathname);
  const headers = withPolicy(
    withTrustedClubHeaders(request.headers, {
      host,
      status: 'found',
      clubId: config.club_details.club_id,
      siteType,
      homePage: verdict === 'ok' && rest === '/',
    }),
    security,
  );

  // A malformed or control-character path names no page: the locale's 404 page, never a 500.
  if (verdict !== 'ok') {
    const url = request.nextUrl.clone();
    url.pathname = `/${locale ?? config.default_language}/error/404`;
    url.search = '';
    return secureResponse(NextResponse.rewrite(url, { status: 404, request: { headers } }), security);
  }

  if (siteType === 'customer' && isAgentOnlyPath(rest)) {
    const target = request.nextUrl.clone();
    target.pathname = `/${locale ?? config.default_language}/error/404`;
    target.search = '';
    return secureResponse(NextResponse.redirect(target), security);
  }

  // An invalid flight search URL (spec section 5) gets the Invalid URL page with status 400.
  if (
    locale &&
    rest === FLIGHT_RESULTS_PATH &&
    (await isInvalidFlightSearch(request.nextUrl.searchParams, config.club_details.club_id))
  ) {
    const url = request.nextUrl.clone();
    // The query goes along: the page says which rule failed and fills the form with the rest.
    url.pathname = `/${locale}${INVALID_FLIGHT_SEARCH_PATH}`;
    return secureResponse(NextResponse.rewrite(url, { status: 400, request: { headers } }), security);
  }
  // The same for an invalid hotel search URL (spec section 5, "Hotel search URL").
  if (
    locale &&
    rest === HOTEL_RESULTS_PATH &&
    (await isInvalidHotelSearch(request.nextUrl.searchParams, config.club_details.club_id))
  ) {
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}${INVALID_HOTEL_SEARCH_PATH}`;
    return secureResponse(NextResponse.rewrite(url, { status: 400, request: { headers } }), security);
  }
  // So does an invalid hotel details URL (its stay: hotel id, dates and rooms).
  if (locale && rest === HOTEL_DETAILS_PATH && isInvalidHotelDetails(request.nextUrl.searchParams)) {
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}${INVALID_HOTEL_DETAILS_PATH}`;
    return secureResponse(NextResponse.rewrite(url, { status: 400, request: { headers } }), security);
  }
  // A path without a language goes to the one the visitor chose last (when the club offers it),
  // else the club's default. That answer depends on the cookie: no shared cache may keep it.
  const remembered = locale
    ? null
    : rememberedLanguage(request.cookies.get(LANGUAGE_COOKIE)?.value, config.languages);
  const response = await intlFor(remembered ?? config.default_language)(
    new NextRequest(request, { headers }),
  );
  if (!locale) {
    response.headers.append('Vary', 'Cookie');
    if (remembered) response.headers.set('Cache-Control', 'private, no-store');
  }
  if (siteType === 'agent') response.headers.set('X-Robots-Tag', AGENT_ROBOTS_TAG);
  return secureResponse(response, security);
}

export const config = {
  // Pages: everything but Next's own files, the site's API routes, and files with an extension.
  // Plus any path with a percent sign, so a malformed escape anywhere is answered here, not by a 500.
  // Plus the club's own files (src/lib/seo/clubFiles.ts: CLUB_FILE_MATCHERS; a matcher must be a
  // literal here, so the list is repeated and a test holds the two together).
  matcher: [
    '/((?!api|_next|_vercel|styles|.*\\..*).*)',
    '/(.*%.*)',
    '/favicon.ico',
    '/manifest.webmanifest',
    '/robots.txt',
    '/sitemap.xml',
    '/club-icon/:file',
  ],
};
