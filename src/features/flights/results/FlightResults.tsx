'use client';

import dynamic from 'next/dynamic';
import { Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ResultsLayout } from '@/features/booking/search/ResultsLayout';
import { useResultsPage, type ResultsPageSource } from '@/features/booking/search/useResultsPage';
import { seedDayLabels, type DayLabels } from '../format';
import type { Offer } from '../api/types';
import type { FlightSearch } from '../model';
import type { PlaceNames } from '../search/recentSearchesSlice';
import {
  activeFilterCount,
  NO_FILTERS,
  writeView,
  type OfferFilters,
  type ResultsView,
  type Sort,
} from '../url/resultsView';
import { filterOffers } from './filterOffers';
import { flightSearchSource } from './flightSearchSource';
import { FiltersPanel } from './FiltersPanel';
import { offerFacets } from './offerFacets';
import { OfferCardSkeleton } from './OfferCard';
import { OfferList } from './OfferList';
import { ResultsToolbar } from './ResultsToolbar';
import { RevalidateDialog } from './RevalidateDialog';
import { SearchSummaryBar } from './SearchSummaryBar';
import { sortOffers } from './sortOffers';
import { useFareSelection } from './useFareSelection';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

/** The ±3-day prices load after the results (their RTK Query endpoint with them). */
const FareStrip = dynamic(() => loadWhenOnline(() => import('../calendar/FareStrip')), { ssr: false });

export interface FlightResultsProps {
  search: FlightSearch;
  places: PlaceNames;
  /** Airlines registered in the country of the first departure airport (the "domestic" group). */
  domesticAirlines: string[];
  /** The sort and filters the URL came with. */
  initialView: ResultsView;
  /**
   * The search's days as the summary shows them, formatted on the server: the first date formatter
   * a page builds loads the browser's calendar data (hundreds of milliseconds on a phone), which
   * otherwise ran inside the page's hydration (see `seedDayLabels`).
   */
  dayLabels?: DayLabels;
  /** Today in the app's time zone, from the server (for the fare strip: see FareStrip's `today`). */
  today?: string;
}

const flightResultsSource: ResultsPageSource<FlightSearch, Offer, Sort, OfferFilters> = {
  search: flightSearchSource,
  writeView,
  noFilters: NO_FILTERS,
  activeFilterCount,
};

/** The results page: the search (editable in place), its progress, filters, sort and the offers. */
export function FlightResults({
  search,
  places,
  domesticAirlines,
  initialView,
  dayLabels,
  today,
}: FlightResultsProps) {
  const t = useTranslations('Flights');
  const locale = useLocale();
  // Once, before the summary's first render (as the home page's form does).
  useState(() => dayLabels && seedDayLabels(locale, false, dayLabels));
  const page = useResultsPage(search, flightResultsSource, initialView);
  const { results: routing, view } = page;
  const offers = routing.items;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [unavailable, setUnavailable] = useState<ReadonlySet<string>>(new Set());

  const domestic = useMemo(() => new Set(domesticAirlines), [domesticAirlines]);
  const facets = useMemo(() => offerFacets(offers, domestic), [offers, domestic]);
  // A filter's own control answers in the next frame; the list (thousands of offers filtered and
  // sorted, the cards on screen updated) follows in a render React can interrupt, so a tap is never
  // held behind it (React's useDeferredValue). The list comes as soon as it is ready, never later.
  const listFilters = useDeferredValue(view.filters);
  const filtered = useMemo(() => filterOffers(offers, listFilters), [offers, listFilters]);
  const shown = useMemo(() => sortOffers(filtered, view.sort), [filtered, view.sort]);

  const markUnavailable = useCallback(
    (offerId: string) => setUnavailable((s) => new Set(s).add(offerId)),
    [],
  );
  const fare = useFareSelection({
    routingId: routing.searchId,
    search,
    onUnavailable: markUnavailable,
    onExpired: routing.expire,
  });
  const toggle = useCallback(
    (offerId: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(offerId)) next.add(offerId);
        return next;
      }),
    [],
  );

  const legTitles = useMemo(
    () =>
      search.tripType === 'multicity'
        ? search.legs.map((_, i) => t('leg_n', { n: i + 1 }))
        : search.tripType === 'roundtrip'
          ? [t('outbound'), t('inbound')]
          : [t('outbound')],
    [search, t],
  );
  const showDialog = fare.selection.status !== 'idle' && fare.selection.status !== 'checking';

  return (
    <ResultsLayout
      messages="Flights"
      block="flight-results"
      page={page}
      shown={shown.length}
      summary={
        <>
          {/* Its own unit of hydration, as the filters and the toolbar with the offers are. */}
          <Suspense>
            <SearchSummaryBar
              search={search}
              places={places}
              open={page.modifying}
              onOpenChange={page.setModifying}
              onSearched={page.searchedAgain}
            />
          </Suspense>
          <FareStrip search={search} onSearched={page.searchedAgain} today={today} />
        </>
      }
      filters={(panel) => <FiltersPanel {...panel} facets={facets} />}
      toolbar={
        <ResultsToolbar
          sort={view.sort}
          onSort={page.setSort}
          shown={shown.length}
          total={offers.length}
          searching={routing.phase === 'searching'}
          activeCount={page.activeCount}
          onOpenFilters={page.openFilters}
        />
      }
      hint={t('no_flights_hint')}
      skeleton={{ className: 'offer-skeletons', card: <OfferCardSkeleton /> }}
      after={
        showDialog && (
          <RevalidateDialog
            selection={fare.selection}
            onAccept={fare.acceptNewPrice}
            onDismiss={fare.dismiss}
          />
        )
      }
    >
      <OfferList
        offers={shown}
        expanded={expanded}
        unavailable={unavailable}
        busyOfferId={fare.selection.status === 'checking' ? fare.selection.subject.offerId : null}
        travellers={search.adults + search.children + search.infants}
        legTitles={legTitles}
        onToggle={toggle}
        onSelect={fare.select}
      />
    </ResultsLayout>
  );
}
