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

export default async function proxy(request: NextRequest) {
  const host = request.headers.get('host') ?? request.nextUrl.host;
  const lookup = await clubResolver()(host);

  if (lookup.status !== 'found') {
    const url = request.nextUrl.clone();
    url.pathname = NO_CONFIG_PATH;
    url.search = '';
    const headers = withTrustedClubHeaders(request.headers, { host, status: lookup.status });
    return NextResponse.rewrite(url, { status: 503, request: { headers } });
  }

  const config = lookup.config;
  const origin = `${request.nextUrl.protocol}//${host}`;
  const siteType = siteTypeFor(origin, config.club_details.agent_club_url);
  const { locale, rest } = splitLocale(request.nextUrl.pathname);

  if (siteType === 'customer' && isAgentOnlyPath(rest)) {
    const target = request.nextUrl.clone();
    target.pathname = `/${locale ?? config.default_language}/error/404`;
    target.search = '';
    return NextResponse.redirect(target);
  }

  const headers = withTrustedClubHeaders(request.headers, {
    host,
    status: 'found',
    clubId: config.club_details.club_id,
    siteType,
  });

  // An invalid flight search URL (spec section 5) gets the Invalid URL page with status 400.
  if (
    locale &&
    rest === FLIGHT_RESULTS_PATH &&
    (await isInvalidFlightSearch(request.nextUrl.searchParams, config.club_details.club_id))
  ) {
    const url = request.nextUrl.clone();
    // The query goes along: the page says which rule failed and fills the form with the rest.
    url.pathname = `/${locale}${INVALID_FLIGHT_SEARCH_PATH}`;
    return NextResponse.rewrite(url, { status: 400, request: { headers } });
  }
  return intlFor(config.default_language)(new NextRequest(request, { headers }));
}

export const config = {
  // Everything but Next's own files, the site's API routes, and files with an extension.
  matcher: ['/((?!api|_next|_vercel|styles|.*\\..*).*)'],
};
