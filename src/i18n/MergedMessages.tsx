'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';

/**
 * Adds a page's own namespaces to the messages the layout sent (a nested provider would otherwise
 * replace them), keeping the layout's locale, time zone and formats.
 */
export function MergedMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  const locale = useLocale();
  const shell = useMessages();
  const merged = useMemo(() => ({ ...shell, ...messages }), [shell, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
