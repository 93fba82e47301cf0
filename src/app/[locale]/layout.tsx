import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { pickMessages, SHELL_NAMESPACES } from '@/i18n/clientMessages';
import { directionOf, routing } from '@/i18n/routing';
import { getClubLookup, getSiteType, isHomePageRequest } from '@/lib/club/server';
import { toClubPublic } from '@/lib/club/types';
import { siteEnv } from '@/lib/env';
import { pageStylesheetFor, stylesheetsFor } from '@/lib/styles';
import { themeCss } from '@/lib/theme';
import ShellProviders from '@/features/shell/ShellProviders';
import ClientStorageSync from '@/components/ClientStorageSync';
import SiteHeader from '@/features/shell/SiteHeader';
import Footer from '@/components/layout/Footer';
import PageStylesheet from '@/components/layout/PageStylesheet';
import InlineStylesheet from '@/components/layout/InlineStylesheet';
import OfflineDialog from '@/components/feedback/OfflineDialog';
import ServiceWorkerRegistration from '@/components/ServiceWorkerRegistration';
import LazyToaster from '@/components/feedback/LazyToaster';
import NoConfigView from '@/components/feedback/NoConfigView';
import { displayNamesFor } from '@/features/preferences/displayNames';
import { siteMetadata, siteViewport } from '@/lib/seo/site';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateViewport(): Promise<Viewport> {
  return siteViewport();
}

/** What every page shares: the title template, icons, manifest, metadataBase (src/lib/seo/site.ts). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return siteMetadata(locale);
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const lookup = await getClubLookup();
  const dir = directionOf(locale);
  // The browser gets the shell's messages; pages add their own (src/i18n/clientMessages.ts).
  const shellMessages = pickMessages(await getMessages(), SHELL_NAMESPACES);
  if (lookup.status !== 'found') {
    // The proxy normally answers this itself; this covers a club that vanished mid-request.
    return (
      <html lang={locale} dir={dir}>
        <body>
          <NextIntlClientProvider messages={shellMessages}>
            <NoConfigView />
          </NextIntlClientProvider>
        </body>
      </html>
    );
  }

  const config = lookup.config;
  const club = toClubPublic(config, locale);
  const siteType = await getSiteType();
  const env = siteEnv();
  const homePage = await isHomePageRequest();
  const pageSheet = pageStylesheetFor(locale);

  return (
    // Bootstrap's reboot makes scrolling smooth; the attribute tells Next.js to scroll instantly on
    // a page change (it animated, and a page opened from far down a long one showed its heading
    // under the header for half a second: issue 30, item 10), keeping smooth scrolls within a page.
    <html lang={locale} dir={dir} data-scroll-behavior="smooth">
      <head>
        {/* Inlined (InlineStylesheet): a stylesheet of its own would cost the first paint a
            request, on a phone network half a second or more (docs/performance.md). */}
        {stylesheetsFor(locale, club.themeId).map(({ href }) => (
          <InlineStylesheet key={href} href={href} precedence="app" />
        ))}
        {homePage ? null : <InlineStylesheet href={pageSheet.href} precedence="pages" />}
        {/* The browser's API calls (CORS, without credentials) reuse this connection: search polls
            and the first data of the page do not wait for a new one. */}
        <link rel="preconnect" href={new URL(env.PUBLIC_API_BASE_URL).origin} crossOrigin="anonymous" />
        <style id="club-theme">{themeCss(config.theme_setup.color_schema)}</style>
      </head>
      <body className={club.clubClass}>
        <NextIntlClientProvider messages={shellMessages}>
          {/* The home page shows none of the second stylesheet before a click: it loads it once
              it has hydrated, for the pages the visitor goes on to. */}
          {homePage ? <PageStylesheet href={pageSheet.href} /> : null}
          <ShellProviders
            club={club}
            siteType={siteType}
            locale={locale}
            displayNames={displayNamesFor(
              locale,
              [club.defaultCountryCode],
              club.currencies.map((currency) => currency.code),
            )}
            apiSettings={{
              baseUrl: env.PUBLIC_API_BASE_URL,
              apiKey: env.CLUB_API_KEY,
              version: env.API_VERSION,
            }}
          >
            <ClientStorageSync club={club} locale={locale} />
            <SiteHeader club={club} siteType={siteType} />
            <main id="main-content">{children}</main>
            <Footer club={club} locale={locale} />
            <OfflineDialog />
            <ServiceWorkerRegistration apiBaseUrl={env.PUBLIC_API_BASE_URL} />
            <LazyToaster locale={locale} />
          </ShellProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
