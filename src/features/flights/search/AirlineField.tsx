'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { matchAirlines, useAirlineOptions } from '../airlines/useAirlineOptions';
import type { AirlineOption } from '../api/types';
import { Combobox } from './Combobox';

export interface AirlineFieldProps {
  text: string;
  onChange: (text: string, choice: AirlineOption | null) => void;
  error?: string;
}

/** Optional preferred airline, searchable by name or code; the list loads on first focus. */
export function AirlineField({ text, onChange, error }: AirlineFieldProps) {
  const t = useTranslations('FlightSearch');
  const { airlines, load } = useAirlineOptions();
  const options = useMemo(() => (airlines ? matchAirlines(airlines, text) : []), [airlines, text]);
  const status = !airlines
    ? t('airlines_loading')
    : options.length === 0
      ? t('airlines_none')
      : t('airlines_count', { count: options.length });
  return (
    <div className="flight-field flight-airline">
      <Combobox<AirlineOption>
        label={t('airline')}
        name="airline"
        value={text}
        placeholder={t('airline_any')}
        onFocus={load}
        onInputChange={(value) => onChange(value, null)}
        options={options}
        optionKey={(airline) => airline.airlineCode}
        onSelect={(airline) => onChange(`${airline.name} (${airline.airlineCode})`, airline)}
        renderOption={(airline) => (
          <span className="flight-airport-option">
            <bdi className="flight-airport-option__code" dir="ltr">
              {airline.airlineCode}
            </bdi>
            <span className="flight-airport-option__city">{airline.name}</span>
          </span>
        )}
        status={status}
        error={error}
      />
    </div>
  );
}
