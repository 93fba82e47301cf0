'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ChoiceSelect } from '@/components/forms/ChoiceSelect';
import { SearchButton, SearchFormFrame } from '@/features/booking/search/SearchFormFrame';
import {
  useSearchForm,
  type SearchFormModule,
  type SearchFormProps,
} from '@/features/booking/search/useSearchForm';
import { useHydrated } from '@/lib/app/useHydrated';
import { useShellDispatch } from '@/store/shellHooks';
import { lastSearchableDay, todayIso } from '../dates';
import { seedDayLabels, type DayLabels } from '../format';
import { CABINS, type FlightSearch, type TripType } from '../model';
import { flightsHref } from '../url/searchParams';
import { AirlineField } from './AirlineField';
import { fareQueryOf } from '../calendar/fareQuery';
import { LegFields } from './LegFields';
import { returnAfterDeparture } from './returnDate';
import { placesIn, type PlaceNames, type RecentSearch } from './recentSearch';
import {
  activeLegs,
  draftFormValues,
  hasErrors,
  initialFormValues,
  placesOf,
  validateSearchForm,
  valuesToSearch,
  type FormLeg,
  type SearchDraft,
  type SearchFormValues,
} from './searchFormModel';
import { TravellersField } from './TravellersField';
import { TripTypeSelector } from './TripTypeSelector';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

// The recent searches are the visitor's own, kept in this browser: none on the server, so the list
// and the store's code it reads with (its slice, Redux Toolkit) load after the page has hydrated.
const RecentFlightSearches = lazy(() =>
  loadWhenOnline(() => import('./RecentFlightSearches').then((m) => ({ default: m.RecentFlightSearches }))),
);
/** The recent searches' slice, loaded with a search (it comes with the store's code). */
const recentSearches = () => import('./recentSearchesSlice');

/**
 * The kit's search-form props (the search to start from, the defaults otherwise), and the flight
 * form's own. The server's `today` matters here: the first time-zone formatter a page builds loads
 * the browser's time-zone data (about 30 ms on a fast desktop); taking the server's day lets the
 * home page hydrate without it. The day is worked out afresh when the visitor searches.
 */
export interface FlightSearchFormProps extends SearchFormProps<FlightSearch> {
  /** What an invalid search URL got right (the Invalid URL page); used when there is no initialSearch. */
  initialDraft?: SearchDraft | null;
  places?: PlaceNames;
  /** The server's labels for the first dates, for the same reason (see `seedDayLabels`). */
  dayLabels?: DayLabels;
}

/** What the kit's search-form skeleton is handed for flights. */
const FLIGHT_SEARCH_FORM: SearchFormModule<FlightSearch> = {
  messages: 'FlightSearch',
  todayIso,
  href: flightsHref,
};

/** The departure calendar's fares: a one-way or round trip between two chosen airports, for a valid party. */
function priceableFares(values: SearchFormValues) {
  const [first] = values.legs;
  const { adults, children, infants } = values.travellers;
  const party = adults >= 1 && infants <= adults && adults + children + infants <= 9;
  if (values.tripType === 'multicity' || !first?.from || !first.to || !party) return null;
  if (first.from.code === first.to.code) return null;
  return fareQueryOf(valuesToSearch(values));
}

/**
 * The flight search form. Errors show once a search was attempted and are kept up to date after;
 * everything typed stays in the form (a typed, unpicked airport is kept and flagged, not cleared).
 */
export function FlightSearchForm(props: FlightSearchFormProps) {
  const { initialDraft, places, dayLabels } = props;
  const t = useTranslations('FlightSearch');
  const dispatch = useShellDispatch();
  const hydrated = useHydrated();
  const { locale, today, refreshToday, submitted, message, searchFor, frame } = useSearchForm(
    FLIGHT_SEARCH_FORM,
    props,
  );

  const run = (values: SearchFormValues) => {
    const search = valuesToSearch(values);
    const recent: RecentSearch = { search, places: placesOf(values), locale };
    // Kept for the list under the form; the search itself does not wait for it.
    void recentSearches().then(({ recentSearchAdded }) => dispatch(recentSearchAdded(recent)));
    searchFor(search);
  };

  // Once, before the fields' first render (as ShellProviders seeds the display names).
  useState(() => dayLabels && seedDayLabels(locale, true, dayLabels));
  // Plain state: the form is on the home page, and a form library would cost more than it saves.
  const [values, setValues] = useState<SearchFormValues>(() =>
    !props.initialSearch && initialDraft
      ? draftFormValues(today, initialDraft, places)
      : initialFormValues(today, props.initialSearch, places),
  );
  // A departure on or after the return moves the return a day on and opens its calendar with the
  // reason, rather than changing it out of sight (issue 30, item 23).
  const [returnPrompt, setReturnPrompt] = useState({ count: 0, moved: false });
  // Picked in the return calendar: the return then stays put when the departure moves (returnDate.ts).
  const [returnPicked, setReturnPicked] = useState(false);
  const setField = <K extends keyof SearchFormValues>(key: K, value: SearchFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const errors = submitted ? validateSearchForm(values, today) : {};
  const fares = priceableFares(values);

  const setLeg = (index: number, patch: Partial<FormLeg>) => {
    const legs = values.legs.map((leg, i) => (i === index ? { ...leg, ...patch } : leg));
    if (patch.date) {
      // Later legs (and the return) never go before an earlier one.
      for (let j = index + 1; j < legs.length; j++) {
        const leg = legs[j];
        if (leg && leg.date < patch.date) legs[j] = { ...leg, date: patch.date };
      }
    }
    const next = legs[index + 1];
    if (values.tripType === 'multicity' && patch.to && next && !next.from) {
      legs[index + 1] = { ...next, from: patch.to, fromText: patch.toText ?? next.fromText };
    }
    // The return keeps the trip's length, or stays where the visitor picked it (returnDate.ts).
    const moved =
      index === 0 && patch.date
        ? returnAfterDeparture({
            departure: values.legs[0]?.date ?? '',
            newDeparture: patch.date,
            returnDate: values.returnDate,
            returnPicked,
            lastDay: lastSearchableDay(today),
          })
        : { returnDate: values.returnDate, prompt: false };
    setValues({ ...values, legs, returnDate: moved.returnDate });
    if (moved.prompt && values.tripType === 'roundtrip') {
      setReturnPrompt((prompt) => ({ count: prompt.count + 1, moved: true }));
    }
  };

  const pickRecent = (recent: RecentSearch) => {
    const now = refreshToday();
    const next = initialFormValues(now, recent.search, placesIn(recent, locale));
    setValues(next);
    run(next);
  };

  return (
    <SearchFormFrame
      className="flight-search"
      formClassName="flight-search__form"
      form={frame((now) => (hasErrors(validateSearchForm(values, now)) ? null : values), run)}
      recent={
        hydrated && (
          <Suspense fallback={null}>
            <RecentFlightSearches today={today} onPick={pickRecent} />
          </Suspense>
        )
      }
    >
      <TripTypeSelector value={values.tripType} onChange={(type: TripType) => setField('tripType', type)} />
      <div className="flight-search__legs">
        {activeLegs(values).map((leg, index) => (
          <LegFields
            key={index}
            index={index}
            leg={leg}
            multicity={values.tripType === 'multicity'}
            minDate={index > 0 ? (values.legs[index - 1]?.date ?? today) : today}
            maxDate={lastSearchableDay(today)}
            errors={errors.legs?.[index]}
            onChange={(patch) => setLeg(index, patch)}
            returnDate={values.tripType === 'roundtrip' ? values.returnDate : null}
            returnError={message(errors.returnDate)}
            onReturnChange={(iso) => {
              setField('returnDate', iso);
              setReturnPicked(true);
              setReturnPrompt((prompt) => ({ ...prompt, moved: false }));
            }}
            returnPrompt={returnPrompt.count}
            returnMoved={returnPrompt.moved}
            fares={index === 0 ? fares : null}
          />
        ))}
      </div>
      <div className="flight-search__options">
        <TravellersField
          value={values.travellers}
          onChange={(travellers) => setField('travellers', travellers)}
          error={errors.travellers ? t(`limit.${errors.travellers}`) : undefined}
        />
        <ChoiceSelect
          className="flight-field flight-cabin"
          label={t('cabin')}
          labelClassName="flight-field__label"
          name="cabin"
          selectClassName="form-select flight-field__control"
          value={values.cabin}
          choices={CABINS}
          choiceLabel={(cabin) => t(`cabins.${cabin}`)}
          onChange={(cabin) => setField('cabin', cabin)}
        />
        <AirlineField
          text={values.airlineText}
          error={message(errors.airline)}
          onChange={(text, airline) => setValues({ ...values, airlineText: text, airline })}
        />
        <SearchButton className="btn btn-primary flight-search__submit" label={t('search')} />
      </div>
    </SearchFormFrame>
  );
}

export default FlightSearchForm;
