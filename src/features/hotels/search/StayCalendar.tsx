'use client';

import { useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { enGB } from 'react-day-picker/locale/en-GB';
import { isoToLocalDate, localDateToIso } from '@/lib/dates/isoDay';
import { HijriDayButton, HijriMonthCaption } from '@/components/forms/HijriCalendarParts';

export interface StayCalendarProps {
  checkIn: string;
  checkOut: string;
  /** The first day a stay may start (today). */
  min: string;
  /** The last day a stay may start or end. */
  max: string;
  /** The longest stay, in nights. */
  maxNights: number;
  locale: string;
  /** The Umm al-Qura day under each day and the Hijri months in the header (Arabic only). */
  hijri?: boolean;
  /** A complete range was picked. */
  onPick: (checkIn: string, checkOut: string) => void;
}

/**
 * One range calendar for check-in and check-out: the first click picks the check-in, the second the
 * check-out (a day after it at the earliest, at most `maxNights` later). Arabic months and weekdays,
 * right to left, in Arabic; two months side by side where there is room.
 */
export default function StayCalendar({
  checkIn,
  checkOut,
  min,
  max,
  maxNights,
  locale,
  hijri = false,
  onPick,
}: StayCalendarProps) {
  const [range, setRange] = useState<DateRange | undefined>({
    from: isoToLocalDate(checkIn),
    to: isoToLocalDate(checkOut),
  });
  // While only the check-in is chosen, check-out days beyond the longest stay are closed.
  const picking = range?.from && !range.to ? range.from : null;
  const lastOut = picking
    ? new Date(picking.getFullYear(), picking.getMonth(), picking.getDate() + maxNights)
    : null;
  const first = isoToLocalDate(min);
  const last = isoToLocalDate(max);
  return (
    <DayPicker
      mode="range"
      autoFocus
      selected={range}
      defaultMonth={isoToLocalDate(checkIn)}
      startMonth={first}
      endMonth={last}
      numberOfMonths={typeof window !== 'undefined' && window.innerWidth >= 768 ? 2 : 1}
      min={1}
      excludeDisabled
      className={hijri ? 'fare-calendar' : undefined}
      components={hijri ? { DayButton: HijriDayButton, MonthCaption: HijriMonthCaption } : undefined}
      disabled={[{ before: first }, { after: last }, ...(lastOut ? [{ after: lastOut }] : [])]}
      onSelect={(next, day) => {
        // A click when a whole range is shown starts a new stay at that day.
        if (range?.from && range.to) {
          setRange({ from: day, to: undefined });
          return;
        }
        setRange(next);
        if (next?.from && next.to && next.to > next.from)
          onPick(localDateToIso(next.from), localDateToIso(next.to));
      }}
      locale={locale === 'ar' ? ar : enGB}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      numerals="latn"
    />
  );
}
