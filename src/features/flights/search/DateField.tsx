'use client';

import dynamic from 'next/dynamic';
import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { isIsoDate } from '../dates';
import { formatDay } from '../format';
import { usePopover } from '@/components/forms/usePopover';

/** The calendar (react-day-picker and the date-fns locales) loads only when a date field opens. */
const DateCalendar = dynamic(() => import('./DateCalendar'), {
  ssr: false,
  loading: () => <div className="flight-popover__loading" aria-hidden="true" />,
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
}

/** A date shown as a button that opens a calendar popover. */
export function DateField({ label, value, onChange, min, max, error }: DateFieldProps) {
  const t = useTranslations('FlightSearch');
  const locale = useLocale();
  const popover = usePopover();
  const id = useId();
  const shown = isIsoDate(value) ? formatDay(value, locale, true) : t('choose_date');

  return (
    <div className="flight-field flight-date">
      <span id={`${id}-label`} className="flight-field__label">
        {label}
      </span>
      <button
        type="button"
        id={`${id}-value`}
        className={`form-control flight-field__control flight-date__button${error ? ' is-invalid' : ''}`}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={error ? `${id}-error` : undefined}
        {...popover.triggerProps}
      >
        {shown}
      </button>
      {popover.open && (
        <div
          {...popover.panelProps}
          className="flight-popover flight-date__popover"
          role="dialog"
          aria-label={t('calendar_label', { field: label })}
        >
          <DateCalendar
            value={isIsoDate(value) ? value : min}
            min={min}
            max={max}
            locale={locale}
            onPick={(iso) => {
              onChange(iso);
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
