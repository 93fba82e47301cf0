import { intlLocale } from './dayLabels';

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** "08:30" from a local YYYY-MM-DDTHH:mm time (24-hour clock, as airline schedules are written). */
export function formatClock(localTime: string, locale: string): string {
  let format = clockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    clockFormats.set(locale, format);
  }
  const value = Date.parse(`${localTime.slice(0, 16)}:00Z`);
  return Number.isNaN(value) ? localTime.slice(11, 16) : format.format(value);
}
