'use client';

import { useTranslations } from 'next-intl';
import { TRIP_TYPES, type TripType } from '../model';

/** One-way, round trip or multicity, as a radio group styled as a segmented control. */
export function TripTypeSelector({
  value,
  onChange,
}: {
  value: TripType;
  onChange: (value: TripType) => void;
}) {
  const t = useTranslations('FlightSearch');
  return (
    <fieldset className="flight-trip-types">
      <legend className="visually-hidden">{t('trip_type')}</legend>
      {TRIP_TYPES.map((type) => (
        <label key={type} className={`flight-trip-types__option${value === type ? ' is-checked' : ''}`}>
          <input
            type="radio"
            name="tripType"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
            className="flight-trip-types__input"
          />
          {t(`trip.${type}`)}
        </label>
      ))}
    </fieldset>
  );
}
