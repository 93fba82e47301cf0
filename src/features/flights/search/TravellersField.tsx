'use client';

import dynamic from 'next/dynamic';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { totalTravellers, type Travellers } from './travellers';
import { usePopover } from '@/components/forms/usePopover';

/** The +/- panel loads on first open. */
const TravellersPanel = dynamic(() => import('./TravellersPanel'), {
  ssr: false,
  loading: () => <div className="flight-popover__loading" aria-hidden="true" />,
});

export interface TravellersFieldProps {
  value: Travellers;
  onChange: (value: Travellers) => void;
  error?: string;
}

export function TravellersField({ value, onChange, error }: TravellersFieldProps) {
  const t = useTranslations('FlightSearch');
  const popover = usePopover();
  const id = useId();
  return (
    <div className="flight-field flight-travellers">
      <span id={`${id}-label`} className="flight-field__label">
        {t('travellers')}
      </span>
      <button
        type="button"
        id={`${id}-value`}
        className={`form-control flight-field__control flight-travellers__button${error ? ' is-invalid' : ''}`}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={error ? `${id}-error` : undefined}
        {...popover.triggerProps}
      >
        {t('travellers_summary', { count: totalTravellers(value) })}
      </button>
      {popover.open && (
        <div
          {...popover.panelProps}
          className="flight-popover flight-travellers__popover"
          role="dialog"
          aria-label={t('travellers')}
        >
          <TravellersPanel value={value} onChange={onChange} onDone={() => popover.close(true)} />
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
