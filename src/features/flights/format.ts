/**
 * Formatting for the flight screens. Arabic uses Latin digits (`ar-u-nu-latn`), pinned here so
 * that prices, dates, times and counts read the same on every engine — current ICU/CLDR data also
 * gives Latin digits for plain `ar`, which is what the messages' own numbers use. English uses
 * British day-month order.
 */

import { formatClock } from '@/lib/dates/clock';
import { intlLocale } from '@/lib/dates/dayLabels';

export { dayLabelsFor, formatDay, intlLocale, seedDayLabels, type DayLabels } from '@/lib/dates/dayLabels';
export { formatClock } from '@/lib/dates/clock';

const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale));
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

const priceFormats = new Map<string, Intl.NumberFormat>();

export function formatPrice(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency,
        currencyDisplay: 'code',
      });
    } catch {
      format = new Intl.NumberFormat(intlLocale(locale), {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
    priceFormats.set(key, format);
  }
  return format.format(amount);
}

/** Whole days between two local times' dates (an arrival "+1"). */
export function dayDifference(fromLocal: string, toLocal: string): number {
  const day = (value: string) => Date.parse(`${value.slice(0, 10)}T00:00:00Z`) / 86_400_000;
  return Math.round(day(toLocal) - day(fromLocal));
}

/**
 * A segment's clock within its leg: "06:10" on the leg's first day, "06:10 +1" on the next (an
 * overnight connection), in the page's digits; the marker a card shows beside a leg's arrival.
 */
export function formatClockInLeg(localTime: string, legStartLocal: string, locale: string): string {
  const days = dayDifference(legStartLocal, localTime);
  const clock = formatClock(localTime, locale);
  return days > 0 ? `${clock} +${formatNumber(days, locale)}` : clock;
}

export function splitMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
