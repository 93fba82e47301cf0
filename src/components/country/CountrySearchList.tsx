'use client';

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { COUNTRY_SEARCH_MAX, filterCountries, sanitiseCountrySearch } from '@/lib/forms/rules';
import { Flag } from './Flag';

export interface CountryOption {
  /** ISO 3166-1 alpha-2, upper case. */
  alpha2: string;
}

export interface CountrySearchListLabels {
  search: string;
  placeholder: string;
  list: string;
  empty: string;
}

export interface CountrySearchListProps<T extends CountryOption> {
  countries: readonly T[];
  /** Alpha-2 of the chosen country, listed first. */
  selected: string | null;
  nameOf: (country: T) => string;
  onChoose: (country: T) => void;
  /** Escape in the search box: the owner closes the list and puts focus back on its button. */
  onEscape: () => void;
  labels: CountrySearchListLabels;
  /** Extra text after the name (the phone picker shows the calling code). */
  detailOf?: (country: T) => ReactNode;
  /** Prefix of the search box's and options' test ids. */
  testId?: string;
}

/**
 * A search box over a list of countries with flags (spec section 5): at most 50 characters, leading
 * whitespace and emoji dropped, a case-insensitive match on the name in the current language, the
 * selected country first, the whole list for an empty search. The box is an ARIA combobox: the
 * arrow keys move through the list (Home and End too while the box is empty), Enter chooses.
 */
export function CountrySearchList<T extends CountryOption>({
  countries,
  selected,
  nameOf,
  onChoose,
  onEscape,
  labels,
  detailOf,
  testId = 'country',
}: CountrySearchListProps<T>) {
  const locale = useLocale();
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);

  const filtered = useMemo(
    () => filterCountries(countries, search, nameOf, (c) => c.alpha2 === selected, locale),
    [countries, search, nameOf, selected, locale],
  );
  const optionId = (alpha2: string) => `${id}-option-${alpha2}`;
  const activeCountry = filtered[Math.min(active, filtered.length - 1)];

  useEffect(() => {
    searchRef.current?.focus();
  }, []);

  useEffect(() => {
    if (activeCountry)
      document.getElementById(optionId(activeCountry.alpha2))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId only depends on the stable id
  }, [activeCountry]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = filtered.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, index)));
    };
    if (event.key === 'ArrowDown') move(active + 1);
    else if (event.key === 'ArrowUp') move(active - 1);
    else if (event.key === 'Home' && search === '') move(0);
    else if (event.key === 'End' && search === '') move(last);
    else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeCountry) onChoose(activeCountry);
    } else if (event.key === 'Escape') {
      // Only this list closes: a popup or menu around it stays open.
      event.preventDefault();
      event.stopPropagation();
      onEscape();
    }
  };

  return (
    <>
      <input
        ref={searchRef}
        type="search"
        className="form-control form-control-sm"
        role="combobox"
        aria-label={labels.search}
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={activeCountry ? optionId(activeCountry.alpha2) : undefined}
        placeholder={labels.placeholder}
        maxLength={COUNTRY_SEARCH_MAX}
        value={search}
        onChange={(event) => {
          setSearch(sanitiseCountrySearch(event.target.value));
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
        data-testid={`${testId}-search`}
      />
      <ul className="country-picker__list" role="listbox" id={`${id}-list`} aria-label={labels.list}>
        {filtered.map((country) => (
          <li
            key={country.alpha2}
            id={optionId(country.alpha2)}
            role="option"
            aria-selected={country.alpha2 === selected}
            className={`country-picker__option${country === activeCountry ? ' is-active' : ''}`}
            onClick={() => onChoose(country)}
            onMouseMove={() => setActive(filtered.indexOf(country))}
            data-testid={`${testId}-option-${country.alpha2}`}
          >
            <Flag alpha2={country.alpha2} />
            <span className="country-picker__name">{nameOf(country)}</span>
            {detailOf && (
              <bdi className="country-picker__code" dir="ltr">
                {detailOf(country)}
              </bdi>
            )}
          </li>
        ))}
      </ul>
      {filtered.length === 0 && (
        <p className="country-picker__empty" role="status">
          {labels.empty}
        </p>
      )}
    </>
  );
}

export default CountrySearchList;
