'use client';

import { useCallback } from 'react';
import { useLocale } from 'next-intl';
import { useAppSelector } from '@/store/hooks';
import { selectCurrency, selectCurrencyData } from '@/store/preferencesSlice';
import { formatPrice } from './formatPrice';

/**
 * Formats an amount for display in the visitor's chosen currency (or `currency` when a price names
 * its own), with the currency's minor-unit digits once its data has loaded. Every price display
 * uses this, so a currency switch reaches them all.
 */
export function useFormatPrice(): (amount: number, currency?: string) => string {
  const locale = useLocale();
  const chosen = useAppSelector(selectCurrency);
  const data = useAppSelector(selectCurrencyData);
  return useCallback(
    (amount: number, currency: string = chosen) => {
      const decimals = data && data.code === currency.toUpperCase() ? data.decimals : undefined;
      return formatPrice(amount, currency, locale, decimals);
    },
    [chosen, data, locale],
  );
}
