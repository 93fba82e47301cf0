import { intlLocale } from '@/lib/dates/dayLabels';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A fare as short as a calendar day can hold: whole units ("912"), compact from 10,000 ("12K",
 * "12 ألف"); the currency is said once, in the calendar's note. Latin digits in Arabic too.
 */
export function shortFare(amount: number, locale: string): string {
  const compact = amount >= 10_000;
  const key = `${locale}|${compact}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      intlLocale(locale),
      compact ? { notation: 'compact', maximumSignificantDigits: 3 } : { maximumFractionDigits: 0 },
    );
    formats.set(key, format);
  }
  return format.format(amount);
}
