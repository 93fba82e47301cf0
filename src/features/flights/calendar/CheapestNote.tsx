'use client';

import { useLocale, useTranslations } from 'next-intl';

/**
 * "one of the cheapest days", heard after a strip day's price (its green colour is only seen), in
 * the words the date picker's days use.
 */
export function CheapestNote() {
  const t = useTranslations('FlightSearch.fares');
  const locale = useLocale();
  return (
    <span className="visually-hidden">
      {locale === 'ar' ? '، ' : ', '}
      {t('cheapest')}
    </span>
  );
}
