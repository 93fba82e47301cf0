'use client';

import { DayPicker } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { enGB } from 'react-day-picker/locale/en-GB';
import { isoToLocalDate, localDateToIso } from '../dates';

export interface DateCalendarProps {
  value: string;
  min: string;
  /** The last day that can be chosen (today plus MAX_DAYS_AHEAD). */
  max: string;
  locale: string;
  onPick: (iso: string) => void;
}

/**
 * The calendar: Arabic months and weekdays, right-to-left, in Arabic; past days (and days before
 * `min`, or after `max`) cannot be chosen. Days are local calendar days built from the ISO dates.
 */
export default function DateCalendar({ value, min, max, locale, onPick }: DateCalendarProps) {
  const selected = isoToLocalDate(value);
  const first = isoToLocalDate(min);
  const last = isoToLocalDate(max);
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
