'use client';

import { DayPicker } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { enGB } from 'react-day-picker/locale/en-GB';
import { addDaysIso, isoToLocalDate, localDateToIso } from '../dates';

/** How far ahead the calendar goes (airlines sell about a year ahead). */
const DAYS_AHEAD = 365;

export interface DateCalendarProps {
  value: string;
  min: string;
  locale: string;
  onPick: (iso: string) => void;
}

/**
 * The calendar: Arabic months and weekdays, right-to-left, in Arabic; past days (and days before
 * `min`) cannot be chosen. Days are local calendar days built from the ISO dates.
 */
export default function DateCalendar({ value, min, locale, onPick }: DateCalendarProps) {
  const selected = isoToLocalDate(value);
  const first = isoToLocalDate(min);
  const last = isoToLocalDate(addDaysIso(min, DAYS_AHEAD));
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      selected={selected}
      defaultMonth={selected}
      startMonth={first}
      endMonth={last}
      disabled={[{ before: first }, { after: last }]}
      onSelect={(date) => onPick(localDateToIso(date))}
      locale={locale === 'ar' ? ar : enGB}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      numerals="latn"
    />
  );
}
