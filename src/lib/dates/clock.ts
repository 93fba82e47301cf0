/**
 * "08:30" from a local YYYY-MM-DDTHH:mm time (24-hour clock, as airline schedules are written).
 *
 * Read from the string, with no `Intl.DateTimeFormat`: a two-digit 24-hour clock in Latin digits
 * is what the formatter gave in both languages (en-GB, ar-u-nu-latn; clock.test.ts holds it to
 * that), and the first date formatter a page builds loads the browser's calendar data, which cost
 * the flight results' first batch of offers part of a long task on a phone (docs/performance.md).
 * The locale stays in the signature for the callers: the clock reads the same in every language.
 */
export function formatClock(localTime: string, _locale?: string): string {
  const match = /^\d{4}-\d{2}-\d{2}T(\d{2}):(\d{2})/.exec(localTime);
  if (match && Number(match[1]) < 24 && Number(match[2]) < 60) return `${match[1]}:${match[2]}`;
  return localTime.slice(11, 16);
}
