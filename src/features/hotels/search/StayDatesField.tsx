'use client';

import dynamic from 'next/dynamic';
import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { usePopover } from '@/components/forms/usePopover';
import { useShowHijri } from '@/lib/dates/useShowHijri';
import { HOTEL_LIMITS } from '../occupancy';
import { addDaysIso, formatStayDay, nightsBetween } from './stayDates';

/** The calendar (react-day-picker and its locales) loads only when the field opens. */
const StayCalendar = dynamic(() => import('./StayCalendar'), {
  ssr: false,
  loading: () => <div className="flight-popover__loading" aria-hidden="true" />,
});

export interface StayDatesFieldProps {
  checkIn: string;
  checkOut: string;
  today: string;
  onChange: (checkIn: string, checkOut: string) => void;
  error?: string;
  /** The server's "2 nights" for these numbers of nights (see HotelFormLabels). */
  nightsLabels?: Record<number, string>;
}

/** Check-in and check-out in one button, with the nights between; opens the range calendar. */
export function StayDatesField({
  checkIn,
  checkOut,
  today,
  onChange,
  error,
  nightsLabels,
}: StayDatesFieldProps) {
  const t = useTranslations('hotels');
  const locale = useLocale();
  const hijri = useShowHijri();
  const popover = usePopover();
  const id = useId();
  const nights = nightsBetween(checkIn, checkOut);
  return (
    <div className="flight-field hotel-dates">
      <span id={`${id}-label`} className="flight-field__label">
        {t('dates')}
      </span>
      <button
        type="button"
        id={`${id}-value`}
        className={`form-control flight-field__control hotel-dates__button${error ? ' is-invalid' : ''}`}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={error ? `${id}-error` : undefined}
        {...popover.triggerProps}
      >
        <span className="hotel-dates__days">
          <span>
            <span className="visually-hidden">{t('check_in')} </span>
            {formatStayDay(checkIn, locale)}
          </span>
          <span aria-hidden="true"> – </span>
          <span>
            <span className="visually-hidden">{t('check_out')} </span>
            {formatStayDay(checkOut, locale)}
          </span>
        </span>
        {nights > 0 && (
          <span className="hotel-dates__nights">
            {nightsLabels?.[nights] ?? t('nights', { count: nights })}
          </span>
        )}
      </button>
      {popover.open && (
        <div
          {...popover.panelProps}
          className="flight-popover flight-date__popover hotel-dates__popover"
          role="dialog"
          aria-label={t('calendar_label')}
        >
          <p className="hotel-dates__help">{t('calendar_help', { max: HOTEL_LIMITS.maxNights })}</p>
          <StayCalendar
            checkIn={checkIn}
            checkOut={checkOut}
            min={today}
            max={addDaysIso(today, HOTEL_LIMITS.maxDaysAhead + HOTEL_LIMITS.maxNights)}
            maxNights={HOTEL_LIMITS.maxNights}
            locale={locale}
            hijri={hijri}
            onPick={(nextIn, nextOut) => {
              onChange(nextIn, nextOut);
              popover.close(true);
            }}
          />
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
