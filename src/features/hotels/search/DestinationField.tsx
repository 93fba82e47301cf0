'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ComboboxStatus } from '@/components/forms/ComboboxStatus';
import { useCombobox } from '@/components/forms/useCombobox';
import { SKIP, useLazyQuery } from '@/store/lazyEndpoints';
import type { DestinationMatches } from '../api/search';
import type { Destination } from './hotelSearch';

/** The API matches from two characters; a pause in typing this long sends the query. */
const MIN_QUERY = 2;
const MAX_QUERY = 50;
const DEBOUNCE_MS = 250;

export interface DestinationFieldProps {
  text: string;
  onTextChange: (text: string) => void;
  onSelect: (destination: Destination) => void;
  error?: string;
}

type Status = 'idle' | 'loading' | 'done' | 'failed';

const NO_MATCHES: DestinationMatches = { cities: [], hotels: [] };
const destinationsEndpoint = () =>
  import('../api/hotelSearchEndpoints').then(
    ({ hotelSearchEndpoints }) => hotelSearchEndpoints.endpoints.destinations,
  );

/**
 * The destination: an editable combobox (WAI-ARIA 1.2) of cities and hotels from the club API,
 * grouped "Cities" and "Hotels", each with its country, in the page's language (the API matches
 * Arabic and Latin typing). Down/Up move through both groups, Enter picks, Escape closes (a second
 * Escape clears the text).
 */
export function DestinationField({ text, onTextChange, onSelect, error }: DestinationFieldProps) {
  const t = useTranslations('hotels');
  const locale = useLocale();
  // Suggestions are asked for once the visitor types (not for a prefilled name).
  const [typed, setTyped] = useState(false);

  const query = text.trim();
  // What is asked: the text once typing has paused (the answer to the last one shows meanwhile).
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (!typed || query.length < MIN_QUERY) return;
    const timer = window.setTimeout(() => setAsked(query.slice(0, MAX_QUERY)), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, typed]);
  const read = useLazyQuery(destinationsEndpoint, asked !== null ? { q: asked, locale } : SKIP);
  const matches = read.data ?? NO_MATCHES;
  const status: Status =
    asked === null ? 'idle' : read.isFetching ? 'loading' : read.isError ? 'failed' : 'done';

  const shownMatches = query.length >= MIN_QUERY ? matches : NO_MATCHES;
  const options = [...shownMatches.cities, ...shownMatches.hotels];
  const combobox = useCombobox({ options, text, onTextChange, onSelect, error });
  const { id, open, expanded, active } = combobox;
  const statusText =
    query.length < MIN_QUERY
      ? t('destination_hint')
      : status === 'loading'
        ? t('destination_loading')
        : status === 'failed'
          ? t('destination_failed')
          : status === 'done' && options.length === 0
            ? t('destination_none')
            : status === 'done'
              ? t('destination_count', { count: options.length })
              : '';

  const group = (kind: 'cities' | 'hotels', items: Destination[], offset: number) =>
    items.length > 0 && (
      <li role="presentation" className="hotel-destination__group">
        <span id={`${id}-${kind}`} className="hotel-destination__group-title" role="presentation">
          {t(kind === 'cities' ? 'group_cities' : 'group_hotels')}
        </span>
        <ul role="group" aria-labelledby={`${id}-${kind}`} className="list-unstyled m-0">
          {items.map((item, i) => {
            const index = offset + i;
            return (
              <li
                key={`${item.type}-${item.id}`}
                {...combobox.option(index, item)}
                className={`flight-combobox__option hotel-destination__option${index === active ? ' is-active' : ''}`}
              >
                <span className="hotel-destination__name">{item.name}</span>
                <span className="hotel-destination__where">
                  {item.type === 'HOTEL'
                    ? t('place', { name: item.cityName, where: item.countryName })
                    : item.countryName}
                </span>
              </li>
            );
          })}
        </ul>
      </li>
    );

  return (
    <div className="flight-field flight-combobox hotel-destination">
      <label htmlFor={id} className="flight-field__label">
        {t('destination')}
      </label>
      <input
        id={id}
        name="destination"
        type="text"
        className={`form-control flight-field__control${error ? ' is-invalid' : ''}`}
        {...combobox.input}
        maxLength={MAX_QUERY}
        placeholder={t('destination_placeholder')}
        value={text}
        onChange={(event) => {
          setTyped(true);
          combobox.input.onChange(event);
        }}
      />
      <ul
        id={combobox.listId}
        role="listbox"
        aria-label={t('destination')}
        className="flight-combobox__list hotel-destination__list"
        hidden={!expanded}
        tabIndex={-1}
      >
        {group('cities', shownMatches.cities, 0)}
        {group('hotels', shownMatches.hotels, shownMatches.cities.length)}
      </ul>
      <ComboboxStatus
        open={open}
        status={statusText}
        showStatus={open && typed && options.length === 0}
        error={error}
        errorId={combobox.errorId}
      />
    </div>
  );
}
