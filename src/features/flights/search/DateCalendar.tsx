'use client';

import { createContext, useContext, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { DayPicker, labelDayButton, type DayButtonProps } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { enGB } from 'react-day-picker/locale/en-GB';
import { HijriDayOfMonth, HijriMonthCaption, useDayFocus } from '@/components/forms/HijriCalendarParts';
import { isoToLocalDate, localDateToIso } from '@/lib/dates/isoDay';
import type { FareQuery } from '../calendar/calendarApi';
import { shortFare } from '../calendar/farePrice';
import { useMonthFares, type MonthFares } from '../calendar/useMonthFares';

export interface DateCalendarProps {
  value: string;
  min: string;
  /** The last day that can be chosen (today plus MAX_DAYS_AHEAD). */
  max: string;
  locale: string;
  onPick: (iso: string) => void;
  /** The route and party whose lowest fares show under each day; none without it. */
  fares?: FareQuery | null;
  /** The Umm al-Qura day under each day and the Hijri months in the header (Arabic only). */
  hijri?: boolean;
}

interface DayExtras {
  fares: MonthFares;
  hijri: boolean;
  locale: string;
}

const ExtrasContext = createContext<DayExtras | null>(null);

/** A day: its number, the Hijri day in Arabic, the lowest fare (or a dash for no flights). */
function PricedDayButton({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const extras = useContext(ExtrasContext);
  const iso = localDateToIso(day.date);
  const fare = extras?.fares.byDay.get(iso);
  const cheapest = extras?.fares.cheapest.has(iso) ?? false;
  const showFare = !modifiers.outside && !modifiers.disabled && fare;
  const ref = useDayFocus(modifiers.focused);
  return (
    <button {...buttonProps} ref={ref}>
      <span className="fare-day__number">{children}</span>
      {extras?.hijri && !modifiers.outside && <HijriDayOfMonth date={day.date} />}
      {showFare && fare.status === 'priced' && fare.price !== null && (
        <span className={`fare-day__price${cheapest ? ' fare-day__price--cheapest' : ''}`}>
          {shortFare(fare.price, extras?.locale ?? 'en')}
        </span>
      )}
      {showFare && fare.status === 'none' && (
        <span className="fare-day__price fare-day__price--none" aria-hidden="true">
          —
        </span>
      )}
    </button>
  );
}

/**
 * The calendar: Arabic months and weekdays, right-to-left, in Arabic; past days (and days before
 * `min`, or after `max`) cannot be chosen. Days are local calendar days built from the ISO dates.
 * With `fares`, each day shows the route's lowest fare, read a month at a time as the visitor
 * pages; the days stay choosable while prices load or when they fail (the note says which).
 */
export default function DateCalendar({
  value,
  min,
  max,
  locale,
  onPick,
  fares,
  hijri = false,
}: DateCalendarProps) {
  const t = useTranslations('FlightSearch.fares');
  const selected = isoToLocalDate(value);
  const first = isoToLocalDate(min);
  const last = isoToLocalDate(max);
  const [month, setMonth] = useState(selected);
  const monthFares = useMonthFares(fares, localDateToIso(month).slice(0, 7));
  const dayPickerLocale = locale === 'ar' ? ar : enGB;
  const extras = useMemo(() => ({ fares: monthFares, hijri, locale }), [monthFares, hijri, locale]);
  const travellers = fares ? fares.adults + fares.children + fares.infants : 0;

  const labelDay = (date: Date, modifiers: Parameters<typeof labelDayButton>[1]) => {
    const own = dayPickerLocale.labels?.labelDayButton;
    const base = (typeof own === 'function' ? own : labelDayButton)(date, modifiers, {
      locale: dayPickerLocale,
    });
    const fare = monthFares.byDay.get(localDateToIso(date));
    if (!fare || modifiers.disabled) return base;
    const parts = [base];
    if (fare.status === 'none') parts.push(t('no_flights'));
    if (fare.status === 'priced' && fare.price !== null) {
      parts.push(t('day_price', { price: shortFare(fare.price, locale), currency: monthFares.currency }));
      if (monthFares.cheapest.has(fare.date)) parts.push(t('cheapest'));
    }
    return parts.join(locale === 'ar' ? '، ' : ', ');
  };

  const note =
    monthFares.status === 'loading'
      ? t('loading')
      : monthFares.status === 'failed'
        ? t('failed')
        : monthFares.status === 'ready' && fares
          ? fares.tripType === 'Roundtrip'
            ? t('note_roundtrip', { days: fares.tripLength, travellers, currency: monthFares.currency })
            : t('note_oneway', { travellers, currency: monthFares.currency })
          : undefined;

  return (
    <ExtrasContext.Provider value={extras}>
      <DayPicker
        className={fares || hijri ? 'fare-calendar' : undefined}
        mode="single"
        required
        autoFocus
        selected={selected}
        month={month}
        onMonthChange={setMonth}
        startMonth={first}
        endMonth={last}
        disabled={[{ before: first }, { after: last }]}
        onSelect={(date) => onPick(localDateToIso(date))}
        locale={dayPickerLocale}
        dir={locale === 'ar' ? 'rtl' : 'ltr'}
        numerals="latn"
        components={
          fares || hijri
            ? { DayButton: PricedDayButton, ...(hijri ? { MonthCaption: HijriMonthCaption } : {}) }
            : undefined
        }
        labels={fares ? { labelDayButton: labelDay } : undefined}
        footer={
          note ? (
            <p className={`fare-calendar__note fare-calendar__note--${monthFares.status}`}>
              {note}
              {monthFares.status === 'ready' && (
                <span className="fare-calendar__legend">
                  <span className="fare-day__price--cheapest">{t('legend_cheapest')}</span> ·{' '}
                  {t('legend_none')}
                </span>
              )}
            </p>
          ) : undefined
        }
      />
    </ExtrasContext.Provider>
  );
}
