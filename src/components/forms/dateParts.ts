import { isExists } from 'date-fns';

/**
 * A calendar day as three typed parts. The form keeps "YEAR-MONTH-DAY" with whatever was typed in
 * each part, so a half-typed date is kept (and fails validation) instead of being thrown away; a
 * complete, real day is exactly YYYY-MM-DD.
 */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const EMPTY_PARTS: DateParts = { day: '', month: '', year: '' };

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits become Latin ones; anything else goes. */
export function latinDigits(text: string, maxLength: number): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '')
    .slice(0, maxLength);
}

const pad = (part: string) => (part.length === 1 ? `0${part}` : part);

/** The form value for what was typed: '' when nothing, YYYY-MM-DD when it is a whole date. */
export function joinDateParts({ day, month, year }: DateParts): string {
  if (!day && !month && !year) return '';
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function splitDateValue(value: string | null | undefined): DateParts {
  if (!value) return EMPTY_PARTS;
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month: month.replace(/^0(?=\d)/, ''), day };
}

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCompleteDate(value: string | null | undefined): value is string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return Boolean(match && isExists(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** The twelve month names in the page's language, January first. */
export function monthNames(locale: string): string[] {
  const names = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, month) => names.format(Date.UTC(2000, month, 15)));
}
