'use client';

import { useMemo, type Ref } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { afterPaint } from '@/lib/app/idle';
import { matchAirports } from '../airports/matchAirports';
import type { Airport } from '../airports/airportTypes';
import { useAirports } from '../airports/useAirports';
import { Combobox } from './Combobox';
import { choiceLabel, type AirportChoice } from './searchFormModel';

export interface AirportFieldProps {
  label: string;
  text: string;
  /** The airport picked for this field, if any. */
  choice?: AirportChoice | null;
  onChange: (text: string, choice: AirportChoice | null) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  name: string;
}

/** An option's "city, country": with the Arabic comma «،» in Arabic ("دبي، الإمارات العربية المتحدة"). */
export function placeLabel(airport: Pick<Airport, 'city' | 'country'>, locale: string): string {
  return `${airport.city}${locale === 'ar' ? '\u060C' : ','} ${airport.country}`;
}

/** "Leaving from" / "Going to": the airport list is fetched the first time a field gets focus. */
export function AirportField({
  label,
  text,
  choice = null,
  onChange,
  error,
  inputRef,
  name,
}: AirportFieldProps) {
  const t = useTranslations('FlightSearch');
  const locale = useLocale();
  const { airports, loading, load } = useAirports(locale);
  // A field that shows the airport it holds ("Dubai (DXB)") is not a search: no list, and no
  // "No airport matches" for a label that is not typed text. Typing anything else searches again.
  const showsChoice = choice !== null && text === choiceLabel(choice);
  const options = useMemo(
    () => (airports && !showsChoice ? matchAirports(airports, text) : []),
    [airports, text, showsChoice],
  );

  // On focus: the list, and (once the focus has painted) the count's number formatter. The page's
  // first Intl.NumberFormat costs about 120–170 ms at 4× CPU (ICU loads its number data), which the
  // first key to show "N airports found" would otherwise pay; next-intl keeps it for that key.
  const prepare = () => {
    load();
    afterPaint(() => t('airports_count', { count: 0 }));
  };

  let status: string | undefined;
  if (showsChoice) status = undefined;
  else if (loading) status = t('airports_loading');
  else if (airports && text.trim() && options.length === 0) status = t('airports_none');
  else if (options.length > 0) status = t('airports_count', { count: options.length });

  return (
    <Combobox<Airport>
      label={label}
      name={name}
      value={text}
      inputRef={inputRef}
      placeholder={t('airport_placeholder')}
      onFocus={prepare}
      onInputChange={(value) => onChange(value, null)}
      options={options}
      optionKey={(airport) => airport.code}
      onSelect={(airport) => {
        const choice = {
          code: airport.code,
          city: airport.city,
          name: airport.name,
          country: airport.country,
        };
        onChange(choiceLabel(choice), choice);
      }}
      renderOption={(airport) => (
        <span className="flight-airport-option">
          <bdi className="flight-airport-option__code" dir="ltr">
            {airport.code}
          </bdi>
          <span className="flight-airport-option__text">
            <span className="flight-airport-option__city">{placeLabel(airport, locale)}</span>
            <span className="flight-airport-option__name">{airport.name}</span>
          </span>
        </span>
      )}
      status={status}
      error={error}
    />
  );
}
