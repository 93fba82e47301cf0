'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CountrySearchList } from '@/components/country/CountrySearchList';
import { Flag } from '@/components/country/Flag';
import type { PhoneCountry } from '@/lib/geo/phoneCountries';
import { Ltr } from '@/components/text/Ltr';

export { Flag };

export interface CountryPickerProps {
  countries: PhoneCountry[];
  /** Alpha-2 of the chosen country. */
  selected: string;
  onSelect: (country: PhoneCountry) => void;
  nameOf: (country: PhoneCountry) => string;
  disabled?: boolean;
}

/**
 * The calling-code picker of the phone field: a button, and a panel with a search box (at most 50
 * characters, leading whitespace and emoji dropped, a case-insensitive match on the name in the
 * current language) over the list, the selected country first.
 */
export function CountryPicker({ countries, selected, onSelect, nameOf, disabled }: CountryPickerProps) {
  const t = useTranslations('Auth');
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const current = countries.find((c) => c.alpha2 === selected);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggleRef.current?.focus();
  };

  return (
    <div className="country-picker" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="btn country-picker__toggle"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-label={
          current
            ? t('country_code_button', { country: nameOf(current), code: current.callingCode })
            : undefined
        }
        disabled={disabled || !current}
        onClick={() => (open ? close(false) : setOpen(true))}
        data-testid="country-picker-toggle"
      >
        {current && <Flag alpha2={current.alpha2} />}
        <Ltr>{current?.callingCode ?? '+'}</Ltr>
        <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <div className="country-picker__panel" id={`${id}-panel`}>
          <CountrySearchList
            countries={countries}
            selected={selected}
            nameOf={nameOf}
            onChoose={(country) => {
              onSelect(country);
              close(true);
            }}
            onEscape={() => close(true)}
            detailOf={(country) => country.callingCode}
            labels={{
              search: t('search_country'),
              placeholder: t('search_country_placeholder'),
              list: t('country_list'),
              empty: t('no_countries'),
            }}
          />
        </div>
      )}
    </div>
  );
}

export default CountryPicker;
