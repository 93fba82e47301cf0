'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatClock, formatNumber, formatPrice, splitMinutes } from '../format';

/**
 * The words and figures of the offer cards, each made once and then reused: thousands of offers
 * share a few durations, stop counts, baggage allowances and times, and a filter change re-renders
 * the cards on screen, so the cards read strings from here instead of formatting messages anew.
 */
export interface OfferText {
  locale: string;
  duration: (minutes: number) => string;
  stops: (count: number, airports: string) => string;
  baggage: (checkedKg: number, cabinKg: number) => string;
  priceFor: (travellers: number) => string;
  seatsLeft: (count: number) => string;
  daysLater: (count: number) => string;
  plusDays: (count: number) => string;
  clock: (localTime: string) => string;
  price: (amount: number, currency: string) => string;
  refundable: string;
  nonRefundable: string;
  select: string;
  checkingPrice: string;
  unavailable: string;
  showDetails: string;
  hideDetails: string;
}

export function useOfferText(): OfferText {
  const t = useTranslations('Flights');
  const locale = useLocale();
  return useMemo(() => {
    const cache = new Map<string, string>();
    const once = (key: string, make: () => string) => {
      let value = cache.get(key);
      if (value === undefined) {
        value = make();
        cache.set(key, value);
      }
      return value;
    };
    return {
      locale,
      duration: (minutes) => once(`d${minutes}`, () => t('duration', splitMinutes(minutes))),
      stops: (count, airports) =>
        once(`s${count}${airports}`, () =>
          count === 0 ? t('stops.0') : t('stops_via', { count, airports }),
        ),
      baggage: (checked, cabin) =>
        once(`b${checked}/${cabin}`, () =>
          checked > 0 ? t('baggage', { checked, cabin }) : t('baggage_cabin_only', { cabin }),
        ),
      priceFor: (count) => once(`p${count}`, () => t('price_for', { count })),
      seatsLeft: (count) => once(`l${count}`, () => t('seats_left', { count })),
      daysLater: (count) => once(`a${count}`, () => t('arrives_days_later', { count })),
      plusDays: (count) => once(`+${count}`, () => `+${formatNumber(count, locale)}`),
      clock: (localTime) => once(`c${localTime}`, () => formatClock(localTime, locale)),
      price: (amount, currency) => formatPrice(amount, currency, locale),
      refundable: t('refundable'),
      nonRefundable: t('non_refundable'),
      select: t('select'),
      checkingPrice: t('checking_price'),
      unavailable: t('unavailable'),
      showDetails: t('show_details'),
      hideDetails: t('hide_details'),
    } satisfies OfferText;
  }, [t, locale]);
}
