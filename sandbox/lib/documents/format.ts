import { hijriDate } from './hijri';
import type { DocumentLanguage } from './writer';

/** Dates, times and money as the documents print them (Latin digits in both languages). */

const locale = (language: DocumentLanguage) => (language === 'ar' ? 'ar-u-nu-latn' : 'en-GB');

/** `2026-12-01` or `2026-12-01T08:30[:00][Z]` → the day, read as written (no time-zone shift). */
function utcOf(value: string): Date {
  const [day = '', time = '00:00'] = value.split('T');
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, hours ?? 0, minutes ?? 0));
}

export function formatDay(value: string, language: DocumentLanguage): string {
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(utcOf(value));
}

/** A local date and time as written (flights' times are the airport's). */
export function formatDayTime(value: string, language: DocumentLanguage): string {
  const time = value.split('T')[1]?.slice(0, 5) ?? '';
  return `${formatDay(value, language)} ${time}`.trim();
}

/** An instant (ISO with zone), shown in UTC with the zone named. */
export function formatInstant(value: string, language: DocumentLanguage): string {
  const date = new Date(value);
  const day = formatDay(date.toISOString().slice(0, 10), language);
  return `${day} ${date.toISOString().slice(11, 16)} UTC`;
}

export function formatMoney(amount: number, currency: string, decimals: number): string {
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
  return `${currency} ${number}`;
}

/**
 * A printed date with, when `hijri`, its Umm al-Qura date on a line of its own under it: a line is
 * one bidirectional paragraph (writer.ts), so the Arabic month and the Latin digits of either date
 * never reorder into each other. `value` is what the Gregorian text was formatted from.
 */
export function withHijri(printed: string, value: string, hijri: boolean): string {
  return hijri ? `${printed}\n${hijriDate(value)}` : printed;
}
