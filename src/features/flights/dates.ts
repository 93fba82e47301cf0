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
