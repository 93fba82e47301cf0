'use client';

import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslations } from 'next-intl';
import { ResultsLayout } from '@/features/booking/search/ResultsLayout';
import { useResultsPage, type ResultsPageSource } from '@/features/booking/search/useResultsPage';
import { ChoiceSelect } from '@/components/forms/ChoiceSelect';
import { useMediaQuery } from '@/components/layout/useMediaQuery';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import { useApiBaseUrl, useClub } from '@/lib/app/AppContext';
import type { InitialHotelResults } from '../api/prefetch';
import type { HotelSummary } from '../api/search';
import type { Destination, HotelSearch } from '../search/hotelSearch';
import { HotelSearchForm } from '../search/HotelSearchForm';
import { nightsBetween } from '../search/stayDates';
import { HotelMapPanel } from '../map/HotelMapPanel';
import { hotelDetailsHref } from '../url/hotelParams';
import {
  activeHotelFilterCount,
  HOTEL_SORTS,
  NO_HOTEL_FILTERS,
  writeHotelMap,
  writeHotelView,
  type HotelFilters,
  type HotelSort,
  type HotelView,
} from '../url/hotelView';
import { filterHotels, hotelFacets, pricedUnder, sortHotels } from './filterHotels';
import { HotelFiltersPanel } from './HotelFiltersPanel';
import { HotelCardSkeleton } from './HotelCard';
import { HotelList } from './HotelList';
import { hotelSearchSource, resumeOf } from './hotelSearchSource';

export interface HotelResultsProps {
  search: HotelSearch;
  /** The search's destination in the page's language (null when the API could not name it). */
  destination: Destination | null;
  initialView: HotelView;
  /** The URL said `view=map`: the hotels open on the map. */
  initialMapOpen?: boolean;
  today: string;
  /** The search the server started for the page, with its first hotels (null: this tab searches). */
  initial?: InitialHotelResults | null;
  /**
   * The heading and the stay line, rendered on the server (HotelSummaryText): they never change on
   * this page (another search is another page).
   */
  summary: ReactNode;
}

/** From Bootstrap's xl breakpoint the map sits beside the list; below it, it takes the screen. */
const MAP_BESIDE_LIST = '(min-width: 1200px)';

const hotelResultsSource: ResultsPageSource<HotelSearch, HotelSummary, HotelSort, HotelFilters> = {
  search: hotelSearchSource,
  writeView: writeHotelView,
  noFilters: NO_HOTEL_FILTERS,
  activeFilterCount: activeHotelFilterCount,
};

/** The hotel results page: the search (editable in place), progress, filters, sort and the hotels. */
export function HotelResults({
  search,
  destination,
  initialView,
  initialMapOpen = false,
  today,
  initial,
  summary,
}: HotelResultsProps) {
  const t = useTranslations('hotelResults');
  // Photos are served by the club API (not calls of it): named so the call scanner does not read them as one.
  const photoHost = useApiBaseUrl();
  const filtersButton = useRef<HTMLButtonElement>(null);
  const page = useResultsPage(search, hotelResultsSource, initialView, {
    resume: resumeOf(initial),
    filtersButton,
  });
  const { results, view, modifying, setModifying, activeCount } = page;
  const hotels = results.items;
  const filtersId = useId();
  const mapStyleUrl = useClub().mapStyleUrl;
  const [mapOpen, setMapOpen] = useState(initialMapOpen);
  // The URL keeps the map open (`view=map`) for a reload, Back from a hotel or a shared link; replaced
  // in place, as the sort and filters are, so Back leaves the results rather than closing the map.
  useEffect(() => {
    const url = new URL(window.location.href);
    writeHotelMap(url.searchParams, mapOpen);
    const next = `${url.pathname}?${url.searchParams.toString()}`;
    if (next !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(window.history.state, '', next);
  }, [mapOpen]);
  const mapBeside = useMediaQuery(MAP_BESIDE_LIST);
  const mapButton = useRef<HTMLButtonElement>(null);
  const closeMap = useCallback(() => {
    setMapOpen(false);
    mapButton.current?.focus();
  }, []);
  const formatPrice = useFormatPrice();

  // A filter's own control (the checkbox, the slider) answers in the next frame from `view`; the
  // list, the counts beside each option and the map follow from the deferred view, in a render React
  // can interrupt (useDeferredValue), so a tap is never held behind repricing, counting and sorting a
  // thousand hotels. They come as soon as they are ready, never later (as the flight results do).
  const listView = useDeferredValue(view);
  // Under the free-cancellation and meal filters a card shows its cheapest rate that meets them: the
  // hotels are repriced only when those two filters (or the hotels) change.
  const { freeCancellation, boards } = listView.filters;
  const rateFilters = useMemo(() => ({ freeCancellation, boards }), [freeCancellation, boards]);
  const priced = useMemo(() => pricedUnder(hotels, rateFilters), [hotels, rateFilters]);
  const facets = useMemo(() => hotelFacets(priced, listView.filters), [priced, listView.filters]);
  const filtered = useMemo(() => filterHotels(priced, listView.filters), [priced, listView.filters]);
  const shown = useMemo(() => sortHotels(filtered, listView.sort), [filtered, listView.sort]);

  const hrefFor = useCallback((hotel: HotelSummary) => hotelDetailsHref(search, hotel.hotelId), [search]);
  const photoUrl = useCallback((path: string) => new URL(path, photoHost).toString(), [photoHost]);
  const nights = nightsBetween(search.checkIn, search.checkOut);

  return (
    <ResultsLayout
      messages="hotelResults"
      block="hotel-results"
      page={page}
      shown={shown.length}
      headed
      mainClassName={mapOpen && mapBeside ? 'hotel-results__main--map' : undefined}
      summary={
        <section className="hotel-summary" aria-labelledby="hotel-summary-title">
          {summary}
          <button
            type="button"
            className="btn btn-outline-primary hotel-summary__modify"
            aria-expanded={modifying}
            onClick={() => setModifying((open) => !open)}
          >
            {modifying ? t('close_modify') : t('modify_search')}
          </button>
          {modifying && (
            <div className="hotel-summary__form">
              <HotelSearchForm
                initialSearch={search}
                destination={destination}
                today={today}
                onSearched={page.searchedAgain}
              />
            </div>
          )}
        </section>
      }
      filters={(panel) => <HotelFiltersPanel {...panel} id={filtersId} facets={facets} />}
      toolbar={
        <div className="hotel-toolbar">
          <p className="hotel-toolbar__count" aria-live="polite" data-testid="hotel-count">
            {results.phase === 'searching' && hotels.length === 0
              ? t('searching')
              : t('shown_of_total', { shown: shown.length, total: hotels.length })}
          </p>
          <button
            ref={filtersButton}
            type="button"
            className="btn btn-outline-primary hotel-toolbar__filters"
            aria-expanded={page.filtersOpen}
            aria-controls={filtersId}
            onClick={page.toggleFilters}
          >
            {activeCount > 0 ? t('filters.button_count', { count: activeCount }) : t('filters.button')}
          </button>
          {mapStyleUrl && (
            <button
              ref={mapButton}
              type="button"
              className="btn btn-outline-primary hotel-toolbar__map"
              aria-pressed={mapOpen}
              onClick={() => setMapOpen((open) => !open)}
            >
              {t('map_button')}
            </button>
          )}
          <ChoiceSelect
            className="hotel-toolbar__sort"
            label={t('sort.label')}
            labelClassName="form-label"
            selectClassName="form-select"
            value={view.sort}
            choices={HOTEL_SORTS}
            choiceLabel={(sort) => t(`sort.${sort}`)}
            onChange={page.setSort}
          />
        </div>
      }
      hint={t('no_hotels_hint')}
      skeleton={{ className: 'hotel-skeletons', card: <HotelCardSkeleton /> }}
      aside={
        mapStyleUrl &&
        mapOpen && (
          <HotelMapPanel
            styleUrl={mapStyleUrl}
            hotels={shown}
            nights={nights}
            hrefFor={hrefFor}
            photoUrl={photoUrl}
            formatPrice={formatPrice}
            fullScreen={!mapBeside}
            onClose={closeMap}
          />
        )
      }
    >
      <HotelList hotels={shown} nights={nights} hrefFor={hrefFor} photoUrl={photoUrl} />
    </ResultsLayout>
  );
}
