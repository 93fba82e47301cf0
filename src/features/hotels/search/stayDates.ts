/** The calendar-day helpers, where the hotel module's code has always found them. */
export { addDaysIso, isIsoDate } from '@/lib/dates/isoDay';

/**
 * Stay dates as ISO calendar days (YYYY-MM-DD), compared as strings. "Today" is the app's time zone's
 * (spec section 9: Europe/Vienna), whatever the device's zone, as the club API checks it.
 */
export const APP_TIME_ZONE = 'Europe/Vienna';

let todayFormat: Intl.DateTimeFormat | undefined;

/** Today's calendar day in Europe/Vienna ('en-CA' writes dates as YYYY-MM-DD). */
export function todayIso(now: Date = new Date()): string {
  todayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return todayFormat.format(now);
}

/** Whole nights from `checkIn` to `checkOut` (negative when check-out comes first). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const utc = (iso: string) => {
    const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(checkOut) - utc(checkIn)) / 86_400_000);
}

/**
 * A day as the form and the results show it: "Tue 1 Dec 2026" / "الثلاثاء ١ ديسمبر" (Latin digits);
 * the flights' labels, seeded from the server the same way (lib/dates/dayLabels).
 */
export { formatDay as formatStayDay } from '@/lib/dates/dayLabels';
