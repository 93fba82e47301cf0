import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { directionOf } from '@/i18n/routing';
import { stylesheetsFor } from '@/lib/styles';
import InlineStylesheet from '@/components/layout/InlineStylesheet';
import { preferredLocale } from '@/lib/acceptLanguage';
import en from '@messages/en.json';
import ar from '@messages/ar.json';

// The product's own icon (public/): a host without a club has no club icons.
export const metadata: Metadata = {
  title: 'Site unavailable',
  robots: { index: false },
  icons: { icon: { url: '/product-icon.svg', type: 'image/svg+xml' } },
};

/**
 * The no-configuration page's own root layout: there is no club here, so no theme, and the language
 * comes from the browser's Accept-Language (English or Arabic).
 */
export default async function NoConfigLayout({ children }: { children: ReactNode }) {
  const locale = preferredLocale((await headers()).get('accept-language'));
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        {stylesheetsFor(locale, 0).map(({ href }) => (
          <InlineStylesheet key={href} href={href} precedence="app" />
        ))}
      </head>
      <body className="no-config">
        <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Europe/Vienna">
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
