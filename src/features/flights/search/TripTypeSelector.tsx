'use client';

import { useLayoutEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { TRIP_TYPES, type TripType } from '../model';

const isTripType = (value: string): value is TripType => (TRIP_TYPES as readonly string[]).includes(value);

/** One-way, round trip or multicity, as a radio group styled as a segmented control. */
export function TripTypeSelector({
  value,
  onChange,
}: {
  value: TripType;
  onChange: (value: TripType) => void;
}) {
  const t = useTranslations('FlightSearch');
  const groupRef = useRef<HTMLFieldSetElement>(null);
  // The home page's form is rendered on the server and its code arrives after: a radio the visitor
  // clicked before then is checked in the page but not in the form's state, and the form's next
  // render would uncheck it again. The choice is taken up instead, in the hydrating commit itself
  // (a layout effect), before any other update can re-render the group.
  useLayoutEffect(() => {
    const checked = groupRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (checked && checked.value !== value && isTripType(checked.value)) onChange(checked.value);
    // Once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <fieldset ref={groupRef} className="flight-trip-types">
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
