'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { isIsoDate } from '../dates';
import { formatDay } from '../format';
import { usePopover } from '@/components/forms/usePopover';
import { PopoverField, PopoverLoading } from '@/components/forms/PopoverField';
import type { FareQuery } from '../calendar/fareQuery';
import { useShowHijri } from '@/lib/dates/useShowHijri';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

/** The calendar (react-day-picker and the date-fns locales) loads only when a date field opens. */
const DateCalendar = dynamic(() => loadWhenOnline(() => import('./DateCalendar')), {
  ssr: false,
  loading: PopoverLoading,
});

export interface DateFieldProps {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  /** The first day that can be chosen (YYYY-MM-DD). */
  min: string;
  /** The last day that can be chosen. */
  max: string;
  error?: string;
  /** Opens the calendar each time it changes (the form asks for this date again). */
  openRequest?: number;
  /** Why the calendar was opened for the visitor, shown (and announced) above it. */
  note?: string;
  /** The route whose lowest fares the calendar shows under its days. */
  fares?: FareQuery | null;
}

/** A date shown as a button that opens a calendar popover. */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  openRequest = 0,
  note,
  fares = null,
}: DateFieldProps) {
  const t = useTranslations('FlightSearch');
  const locale = useLocale();
  const popover = usePopover();
  const hijri = useShowHijri();
  const shown = isIsoDate(value) ? formatDay(value, locale, true) : t('choose_date');
  const { show } = popover;
  const handledRequest = useRef(openRequest);
  useEffect(() => {
    if (openRequest === handledRequest.current) return;
    handledRequest.current = openRequest;
    show();
  }, [openRequest, show]);

  return (
    <PopoverField
      label={label}
      value={shown}
      panelLabel={t('calendar_label', { field: label })}
      popover={popover}
      block="flight-date"
      error={error}
    >
      {note && (
        <p className="flight-date__note" role="status">
          {note}
        </p>
      )}
      <DateCalendar
        value={isIsoDate(value) ? value : min}
        min={min}
        max={max}
        locale={locale}
        fares={fares}
        hijri={hijri}
        onPick={(iso) => {
          onChange(iso);
          popover.close(true);
        }}
      />
    </PopoverField>
  );
}
