'use client';

import dynamic from 'next/dynamic';
import { Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SearchStatus } from '@/features/booking/search/SearchStatus';
import { ResultsBody } from '@/features/booking/search/ResultsBody';
import { SkipLink } from '@/components/layout/SkipLink';
import { usePolledSearch, useResultsSearch } from '@/features/booking/search/usePolledSearch';
import { useResultsView } from '@/features/booking/search/useResultsView';
import { seedDayLabels, type DayLabels } from '../format';
import type { FlightSearch } from '../model';
import type { PlaceNames } from '../search/recentSearchesSlice';
import { activeFilterCount, NO_FILTERS, writeView, type ResultsView } from '../url/resultsView';
import { filterOffers } from './filterOffers';
import { flightSearchSource } from './flightSearchSource';
import { FiltersPanel } from './FiltersPanel';
import { offerFacets } from './offerFacets';
import { OfferCardSkeleton } from './OfferCard';
import { OfferList } from './OfferList';
import { ResultsToolbar } from './ResultsToolbar';
import { RevalidateDialog } from './RevalidateDialog';
import { SearchSummaryBar } from './SearchSummaryBar';

/** The ±3-day prices load after the results (their RTK Query endpoint with them). */
const FareStrip = dynamic(() => import('../calendar/FareStrip'), { ssr: false });
import { sortOffers } from './sortOffers';
import { useFareSelection } from './useFareSelection';

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

/** The results page: the search (editable in place), its progress, filters, sort and the offers. */
/** The flights column, where the results page's skip link goes. */
const RESULTS_LIST_ID = 'flight-results-list';

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
  const routing = usePolledSearch(search, flightSearchSource);
  const offers = routing.items;
  const { view, setSort, patchFilters, clearFilters } = useResultsView(initialView, writeView, NO_FILTERS);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
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

  const closeSummary = useCallback(() => setSummaryOpen(false), []);
  const { searchedAgain, ended } = useResultsSearch<FlightSearch>(routing, patchFilters, closeSummary);
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
  // Stable, so the memoised filters and toolbar are not rendered again for every parent render.
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
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
  const activeCount = activeFilterCount(view.filters);
  const showDialog = fare.selection.status !== 'idle' && fare.selection.status !== 'checking';

  return (
    <div className="flight-results container-xxl">
      {!ended && (
        // Past the search summary and the filters (a landmark of their own) straight to the flights.
        <SkipLink target={RESULTS_LIST_ID}>{t('skip_to_results')}</SkipLink>
      )}
      {/* Slices that hydrate apart (each Suspense boundary is its own unit of hydration, which React
          does in short tasks and first where the visitor acts): the summary, the filters, and the
          toolbar with the offers. Nothing in them suspends; on the server they render as before. */}
      <Suspense>
        <SearchSummaryBar
          search={search}
          places={places}
          open={summaryOpen}
          onOpenChange={setSummaryOpen}
          onSearched={searchedAgain}
        />
      </Suspense>
      <FareStrip search={search} onSearched={searchedAgain} today={today} />
      <SearchStatus messages="Flights" search={routing} onModify={() => setSummaryOpen(true)} />
      {!ended && (
        <div className="flight-results__layout">
          <Suspense>
            <FiltersPanel
              drawerOpen={drawerOpen}
              onCloseDrawer={closeDrawer}
              filters={view.filters}
              facets={facets}
              currency={routing.currency ?? ''}
              onPatch={patchFilters}
              onClear={clearFilters}
              activeCount={activeCount}
              resultCount={shown.length}
            />
          </Suspense>
          <div
            id={RESULTS_LIST_ID}
            className="flight-results__main"
            tabIndex={-1}
            role="region"
            aria-label={t('results_region')}
          >
            <Suspense>
              <ResultsToolbar
                sort={view.sort}
                onSort={setSort}
                shown={shown.length}
                total={offers.length}
                searching={routing.phase === 'searching'}
                activeCount={activeCount}
                onOpenFilters={openDrawer}
              />
              <ResultsBody
                messages="Flights"
                hint={t('no_flights_hint')}
                search={routing}
                shown={shown.length}
                skeleton={{ className: 'offer-skeletons', card: <OfferCardSkeleton /> }}
                onModify={() => setSummaryOpen(true)}
                onClearFilters={clearFilters}
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
              </ResultsBody>
            </Suspense>
          </div>
        </div>
      )}
      {showDialog && (
        <RevalidateDialog
          selection={fare.selection}
          onAccept={fare.acceptNewPrice}
          onDismiss={fare.dismiss}
        />
      )}
    </div>
  );
}
