'use client';

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { COUNTRY_SEARCH_MAX, filterCountries, sanitiseCountrySearch } from '@/lib/forms/rules';
import type { PhoneCountry } from '../api';

/** A country's flag, served by the site from flag-icons (`/api/flags/<alpha-2>`); decorative. */
export function Flag({ alpha2 }: { alpha2: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a tiny local SVG; next/image adds nothing here
    <img
      className="country-flag"
      src={`/api/flags/${alpha2.toLowerCase()}`}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
    />
  );
}

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
  const locale = useLocale();
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const current = countries.find((c) => c.alpha2 === selected);

  const filtered = useMemo(
    () => filterCountries(countries, search, nameOf, (c) => c.alpha2 === selected, locale),
    [countries, search, nameOf, selected, locale],
  );
  const optionId = (alpha2: string) => `${id}-option-${alpha2}`;
  const activeCountry = filtered[Math.min(active, filtered.length - 1)];

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open && activeCountry)
      document.getElementById(optionId(activeCountry.alpha2))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId only depends on the stable id
  }, [open, activeCountry]);

  const close = (refocus: boolean) => {
    setOpen(false);
    setSearch('');
    setActive(0);
    if (refocus) toggleRef.current?.focus();
  };

  const choose = (country: PhoneCountry) => {
    onSelect(country);
    close(true);
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.max(0, Math.min(filtered.length - 1, i + step)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeCountry) choose(activeCountry);
    } else if (event.key === 'Escape') {
      // Only the picker closes; the popup around it stays.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
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
        <span dir="ltr">{current?.callingCode ?? '+'}</span>
        <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <div className="country-picker__panel" id={`${id}-panel`}>
          <input
            ref={searchRef}
            type="search"
            className="form-control form-control-sm"
            role="combobox"
            aria-label={t('search_country')}
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={activeCountry ? optionId(activeCountry.alpha2) : undefined}
            placeholder={t('search_country_placeholder')}
            maxLength={COUNTRY_SEARCH_MAX}
            value={search}
            onChange={(event) => {
              setSearch(sanitiseCountrySearch(event.target.value));
              setActive(0);
            }}
            onKeyDown={onSearchKeyDown}
            data-testid="country-search"
          />
          <ul
            className="country-picker__list"
            role="listbox"
            id={`${id}-list`}
            aria-label={t('country_list')}
          >
            {filtered.map((country) => (
              <li
                key={country.alpha2}
                id={optionId(country.alpha2)}
                role="option"
                aria-selected={country.alpha2 === selected}
                className={`country-picker__option${country === activeCountry ? ' is-active' : ''}`}
                onClick={() => choose(country)}
                onMouseMove={() => setActive(filtered.indexOf(country))}
              >
                <Flag alpha2={country.alpha2} />
                <span className="country-picker__name">{nameOf(country)}</span>
                <span className="country-picker__code" dir="ltr">
                  {country.callingCode}
                </span>
              </li>
            ))}
          </ul>
          {filtered.length === 0 && (
            <p className="country-picker__empty" role="status">
              {t('no_countries')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

export default CountryPicker;
