import { addDaysIso, isIsoDate } from '@/lib/dates/isoDay';

/** The calendar-day helpers, where the flight module's code has always found them. */
export { addDaysIso, isIsoDate };

/**
 * The app's time zone (spec section 9), as src/i18n/request.ts gives next-intl. Repeated here because
 * that module is server-only and this one runs in the browser too.
 */
export const APP_TIME_ZONE = 'Europe/Vienna';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar day in the app's time zone (Europe/Vienna), whatever the device's zone. */
export function todayIso(now: Date = new Date(), timeZone: string = APP_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * How far ahead a flight can be searched (airlines sell about a year ahead). The calendar, the
 * form and the search URL all use it, so a date the calendar forbids is refused by the URL too.
 */
export const MAX_DAYS_AHEAD = 365;

/** The last day a search may depart or return on: today plus MAX_DAYS_AHEAD. */
export function lastSearchableDay(today: string): string {
  return addDaysIso(today, MAX_DAYS_AHEAD);
}

/** The calendar works with local Date objects: the ISO day at local midnight. */
export function isoToLocalDate(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function localDateToIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
