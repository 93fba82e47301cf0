import { formatDay } from './dayLabels';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A value quoted back from a link, as a reader would write it: a real calendar day (2026-12-05)
 * becomes "Sat, 5 Dec 2026" in the page's language; anything else stays exactly as the link had it.
 */
export function readableLinkValue(value: string, locale: string): string {
  const match = ISO_DAY.exec(value);
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? formatDay(value, locale, true) : value;
}
