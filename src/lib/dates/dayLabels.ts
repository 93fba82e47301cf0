/**
 * Day labels ("Sat, 12 Dec 2026", "السبت، ١٢ ديسمبر" in Latin digits) for the flight and hotel
 * screens. Arabic uses Latin digits (`ar-u-nu-latn`), pinned so that dates and counts read the
 * same on every engine; English uses British day-month order.
 */

export function intlLocale(locale: string): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB';
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const seededDays = new Map<string, string>();

/**
 * Day labels worked out on the server ("Sat, 12 Dec 2026" keyed by YYYY-MM-DD). The first date
 * formatter a page builds loads the browser's calendar data (about 30 ms on a fast desktop, four
 * times that on a phone); with the home form's first dates seeded, it hydrates without one.
 */
export type DayLabels = Record<string, string>;

export function seedDayLabels(locale: string, withYear: boolean, labels: DayLabels): void {
  for (const [isoDay, label] of Object.entries(labels))
    seededDays.set(`${locale}|${withYear}|${isoDay}`, label);
}

/** The labels of these days, formatted where this runs (the server), for `seedDayLabels`. */
export function dayLabelsFor(isoDays: readonly string[], locale: string, withYear: boolean): DayLabels {
  return Object.fromEntries(isoDays.map((isoDay) => [isoDay, formatDay(isoDay, locale, withYear)]));
}

function dayFormat(locale: string, withYear: boolean, withWeekday = true): Intl.DateTimeFormat {
  const key = `${locale}|${withYear}|${withWeekday}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      ...(withWeekday ? { weekday: 'short' } : {}),
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    dayFormats.set(key, format);
  }
  return format;
}

/** The calendar day of a YYYY-MM-DD day or of a local YYYY-MM-DDTHH:mm time, as a UTC midnight. */
function utcDay(isoDay: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDay.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** "Tue, 1 Dec" for a YYYY-MM-DD day (or the day of a local YYYY-MM-DDTHH:mm time). */
export function formatDay(isoDay: string, locale: string, withYear = false): string {
  const seeded = seededDays.get(`${locale}|${withYear}|${isoDay}`);
  if (seeded !== undefined) return seeded;
  return dayFormat(locale, withYear).format(utcDay(isoDay));
}

/**
 * A date without its weekday, "4 Feb 1990" (a birth date, a passport's expiry), for a YYYY-MM-DD
 * day or the day of a local YYYY-MM-DDTHH:mm time; the day as written, never moved by a time zone.
 */
export function formatDate(isoDay: string, locale: string): string {
  return dayFormat(locale, true, false).format(utcDay(isoDay));
}
