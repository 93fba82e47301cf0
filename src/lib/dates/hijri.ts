/**
 * Umm al-Qura (Hijri) dates in Arabic, beside the Gregorian ones, computed by the engine's
 * Intl calendar data (`ar-SA-u-ca-islamic-umalqura`): no conversion table of our own. Latin digits
 * (`-nu-latn`), as every other number on the Arabic site (lib/dates/dayLabels).
 *
 * The year and its era «هـ» are joined by a no-break space: in a narrow column (a stay's dates at
 * 1280 px) a line break between them left «هـ» alone on the next line.
 */

/** Between the year and «هـ»: they never wrap apart. */
export const ERA_SPACE = '\u00a0';
const ERA = 'هـ';

const HIJRI_LOCALE = 'ar-SA-u-ca-islamic-umalqura-nu-latn';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let known = formats.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat(HIJRI_LOCALE, { ...options, timeZone: 'UTC' });
    formats.set(key, known);
  }
  return known;
}

/** A YYYY-MM-DD day (or the day of a YYYY-MM-DDTHH:mm time) at UTC midnight. */
function utcDay(isoDay: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDay.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** "17 جمادى الآخرة 1448 هـ"; with the weekday, "الجمعة، 17 جمادى الآخرة 1448 هـ" (year and era unbroken). */
export function hijriDate(isoDay: string, withWeekday = false): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
  const parts = format(
    `date|${withWeekday}`,
    withWeekday ? { ...options, weekday: 'long' } : options,
  ).formatToParts(utcDay(isoDay));
  // The engine's own separator before the era (a plain space today) becomes a no-break space.
  return parts
    .map((part, index) =>
      part.type === 'literal' && parts[index + 1]?.type === 'era' && /^\s+$/.test(part.value)
        ? ERA_SPACE
        : part.value,
    )
    .join('');
}

/** The Hijri day of the month ("17"), for under a Gregorian day in a calendar. */
export function hijriDayOfMonth(isoDay: string): string {
  return format('day', { day: 'numeric' }).format(utcDay(isoDay));
}

/** "جمادى الآخرة 1448" (month and year, no era). */
function hijriMonthYear(date: Date): string {
  const parts = format('month', { month: 'long', year: 'numeric' }).formatToParts(date);
  return parts
    .filter((part) => part.type === 'month' || part.type === 'year')
    .map((part) => part.value)
    .join(' ');
}

/**
 * The Hijri months a Gregorian month (YYYY-MM) spans, for a calendar's header: "جمادى الآخرة – رجب
 * 1448 هـ" (the year once when both months share it).
 */
export function hijriMonthsOf(month: string): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const last = new Date(Date.UTC(year, monthNumber, 0));
  const start = hijriMonthYear(first);
  const end = hijriMonthYear(last);
  if (start === end) return `${start}${ERA_SPACE}${ERA}`;
  const [startMonth, startYear] = [start.replace(/ \d+$/, ''), start.match(/\d+$/)?.[0]];
  const endYear = end.match(/\d+$/)?.[0];
  return startYear === endYear
    ? `${startMonth} – ${end}${ERA_SPACE}${ERA}`
    : `${start} – ${end}${ERA_SPACE}${ERA}`;
}
