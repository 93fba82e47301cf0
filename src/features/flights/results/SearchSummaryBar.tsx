'use client';

import dynamic from 'next/dynamic';
import { Fragment, memo, useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Route } from '@/components/text/Route';
import { HijriDate } from '@/components/text/HijriDate';
import { formatDay } from '../format';
import type { FlightSearch } from '../model';
import type { PlaceNames } from '../search/recentSearchesSlice';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

/** The form loads when the visitor opens it, not with the results. */
const FlightSearchForm = dynamic(() => loadWhenOnline(() => import('../search/FlightSearchForm')), {
  ssr: false,
  loading: () => <div className="flight-popover__loading" aria-hidden="true" />,
});

export interface SearchSummaryBarProps {
  search: FlightSearch;
  places: PlaceNames;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSearched: (search: FlightSearch) => void;
}

/** The search in one line, with "Modify search" opening the full form in place. */
export const SearchSummaryBar = memo(function SearchSummaryBar({
  search,
  places,
  open,
  onOpenChange,
  onSearched,
}: SearchSummaryBarProps) {
  const t = useTranslations('Flights');
  const tSearch = useTranslations('FlightSearch');
  const locale = useLocale();
  const formId = useId();
  const city = (code: string) => places[code]?.city ?? code;
  const legs = search.tripType === 'roundtrip' ? search.legs.slice(0, 1) : search.legs;
  const travellers = search.adults + search.children + search.infants;

  return (
    <section className="flight-summary" aria-label={t('summary_label')}>
      <div className="flight-summary__bar">
        <div className="flight-summary__text">
          <h1 className="flight-summary__route">
            {legs.map((leg, index) => (
              <Fragment key={index}>
                {index > 0 && ' · '}
                <Route from={city(leg.from)} to={city(leg.to)} roundTrip={search.tripType === 'roundtrip'} />
              </Fragment>
            ))}
          </h1>
          <p className="flight-summary__meta">
            {tSearch(`trip.${search.tripType}`)} ·{' '}
            {search.legs.map((leg, index) => (
              <Fragment key={index}>
                {index > 0 && ' – '}
                {formatDay(leg.date, locale)}
                <HijriDate date={leg.date} />
              </Fragment>
            ))}{' '}
            · {tSearch('travellers_summary', { count: travellers })} · {tSearch(`cabins.${search.cabin}`)}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-outline-primary flight-summary__toggle"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => onOpenChange(!open)}
        >
          {open ? t('close_search') : t('modify_search')}
        </button>
      </div>
      {open && (
        <div id={formId} className="flight-summary__form">
          <FlightSearchForm initialSearch={search} places={places} onSearched={onSearched} />
        </div>
      )}
    </section>
  );
});
