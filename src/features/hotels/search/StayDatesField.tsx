'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { usePopover } from '@/components/forms/usePopover';
import { PopoverField, PopoverLoading } from '@/components/forms/PopoverField';
import { useShowHijri } from '@/lib/dates/useShowHijri';
import { HOTEL_LIMITS } from '../occupancy';
import { addDaysIso, formatStayDay, nightsBetween } from './stayDates';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

/** The calendar (react-day-picker and its locales) loads only when the field opens. */
const StayCalendar = dynamic(() => loadWhenOnline(() => import('./StayCalendar')), {
  ssr: false,
  loading: PopoverLoading,
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
  const popover = usePopover();
  const nights = nightsBetween(checkIn, checkOut);
  return (
    <PopoverField
      label={t('dates')}
      value={
        <>
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
        </>
      }
      panelLabel={t('calendar_label')}
      popover={popover}
      block="hotel-dates"
      panelClassName="flight-date__popover"
      error={error}
    >
      <StayDatesPanel
        checkIn={checkIn}
        checkOut={checkOut}
        today={today}
        onPick={(nextIn, nextOut) => {
          onChange(nextIn, nextOut);
          popover.close(true);
        }}
      />
    </PopoverField>
  );
}

/**
 * The open panel: the help line and the calendar. A component of its own, so that its texts are
 * worked out only while the panel is open: the help line's `{max, number}` builds the page's first
 * `Intl.NumberFormat`, whose start-up (about 240 ms at 4× CPU) the home page's hidden Hotels form
 * paid after hydration on every visit (docs/performance.md).
 */
function StayDatesPanel({
  checkIn,
  checkOut,
  today,
  onPick,
}: Pick<StayDatesFieldProps, 'checkIn' | 'checkOut' | 'today'> & {
  onPick: (checkIn: string, checkOut: string) => void;
}) {
  const t = useTranslations('hotels');
  const locale = useLocale();
  const hijri = useShowHijri();
  return (
    <>
      <p className="hotel-dates__help">{t('calendar_help', { max: HOTEL_LIMITS.maxNights })}</p>
      <StayCalendar
        checkIn={checkIn}
        checkOut={checkOut}
        min={today}
        max={addDaysIso(today, HOTEL_LIMITS.maxDaysAhead + HOTEL_LIMITS.maxNights)}
        maxNights={HOTEL_LIMITS.maxNights}
        locale={locale}
        hijri={hijri}
        onPick={onPick}
      />
    </>
  );
}
