'use client';

import { useEffect, useRef } from 'react';
import type { DayButtonProps, MonthCaptionProps } from 'react-day-picker';
import { hijriDayOfMonth, hijriMonthsOf } from '@/lib/dates/hijri';

/*
 * react-day-picker parts for a calendar that shows Umm al-Qura dates (an Arabic page of a club that
 * keeps them on): the Hijri day under each day, the Hijri months under the month's name.
 */

const pad = (n: number) => String(n).padStart(2, '0');
export const isoOfLocalDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The focused day takes the focus, as react-day-picker's own day button does (arrow keys move it). */
export function useDayFocus(focused: boolean | undefined) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) ref.current?.focus();
  }, [focused]);
  return ref;
}

/** The Hijri day of the month, small, under a day's number. */
export function HijriDayOfMonth({ date }: { date: Date }) {
  return (
    <span className="hijri-day" lang="ar">
      {hijriDayOfMonth(isoOfLocalDate(date))}
    </span>
  );
}

export function HijriDayButton({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const ref = useDayFocus(modifiers.focused);
  return (
    <button {...buttonProps} ref={ref}>
      <span>{children}</span>
      {!modifiers.outside && <HijriDayOfMonth date={day.date} />}
    </button>
  );
}

/**
 * The month's name, and the Hijri months it spans on a line of its own under it and under the
 * arrows (`hijri-caption`, styles/_flights.scss): beside the arrows it was cramped at 375 px.
 */
export function HijriMonthCaption({
  calendarMonth,
  displayIndex: _index,
  children,
  className,
  ...divProps
}: MonthCaptionProps) {
  return (
    <div {...divProps} className={`${className ?? ''} hijri-caption`.trim()}>
      {children}
      <span className="hijri-months" lang="ar">
        {hijriMonthsOf(isoOfLocalDate(calendarMonth.date).slice(0, 7))}
      </span>
    </div>
  );
}
