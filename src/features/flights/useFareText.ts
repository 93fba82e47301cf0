'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';

/** The fare brands the club API names (they include the cabin), by their message key. */
const BRAND_KEYS: Record<string, string> = {
  Basic: 'basic',
  Saver: 'saver',
  Flex: 'flex',
  'Premium Saver': 'premium_saver',
  'Premium Flex': 'premium_flex',
  'Business Saver': 'business_saver',
  'Business Flex': 'business_flex',
  First: 'first',
};

export interface FareText {
  /** The fare brand in the page's language; a brand the site does not know reads as the API sent it. */
  brand: (name: string) => string;
  /** "23 kg checked · 7 kg cabin", or "Cabin bag only · 7 kg" when nothing is checked. */
  baggage: (baggage: { checkedKg: number; cabinKg: number }) => string;
}

export function useFareText(): FareText {
  const t = useTranslations('Flights');
  return useMemo(
    () => ({
      brand: (name) => {
        const key = BRAND_KEYS[name.trim()];
        return key ? t(`fare_brands.${key}`) : name;
      },
      baggage: ({ checkedKg, cabinKg }) =>
        checkedKg > 0
          ? t('baggage', { checked: checkedKg, cabin: cabinKg })
          : t('baggage_cabin_only', { cabin: cabinKg }),
    }),
    [t],
  );
}
