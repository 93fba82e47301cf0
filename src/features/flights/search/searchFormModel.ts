import { addDaysIso, isIsoDate, lastSearchableDay } from '../dates';
import { MULTICITY_LEGS, type Cabin, type FlightSearch, type TripType } from '../model';
import type { AirlineOption } from '../api/types';
import type { PlaceNames } from './recentSearchesSlice';
import { DEFAULT_TRAVELLERS, travellerProblems, type TravellerLimit, type Travellers } from './travellers';

/** An airport the visitor picked from the list (or that came with the URL). */
export interface AirportChoice {
  code: string;
  city: string;
  name: string;
  country: string;
}

/** One leg as the form holds it: what was typed is kept beside what was picked. */
export interface FormLeg {
  fromText: string;
  from: AirportChoice | null;
  toText: string;
  to: AirportChoice | null;
  date: string;
}

export interface SearchFormValues {
  tripType: TripType;
  /** Always three: one-way and round trip use the first, multicity all of them. */
  legs: FormLeg[];
  returnDate: string;
  travellers: Travellers;
  cabin: Cabin;
  airline: AirlineOption | null;
  airlineText: string;
}

/** Translation keys (namespace FlightSearch.errors) by field. */
export interface SearchFormErrors {
  legs?: { from?: string; to?: string; date?: string }[];
  returnDate?: string;
  travellers?: TravellerLimit;
  airline?: string;
}

/**
 * What could be kept of a search that is not complete or not valid (an invalid search URL): each
 * part is null when it was missing or broke a rule, and the form starts from its default there.
 */
export interface SearchDraft {
  tripType: TripType;
  legs: { from: string | null; to: string | null; date: string | null }[];
  returnDate: string | null;
  travellers: Travellers | null;
  cabin: Cabin | null;
  airline: string | null;
}

/** Round trip: the return defaults to six days after today (spec section 9). */
export const DEFAULT_RETURN_OFFSET_DAYS = 6;
/** Multicity legs start this many days apart. */
const MULTICITY_SPACING_DAYS = 3;

function emptyLeg(date: string): FormLeg {
  return { fromText: '', from: null, toText: '', to: null, date };
}

export function choiceLabel(choice: AirportChoice | null): string {
  return choice ? `${choice.city} (${choice.code})` : '';
}

function choiceFor(code: string, places: PlaceNames): AirportChoice {
  const place = places[code];
  return { code, city: place?.city ?? code, name: place?.name ?? code, country: '' };
}

/** The form's starting values: the defaults, or a search (from the URL or a recent search). */
export function initialFormValues(
  today: string,
  search?: FlightSearch | null,
  places: PlaceNames = {},
): SearchFormValues {
  const legs = Array.from({ length: MULTICITY_LEGS }, (_, i) =>
    emptyLeg(addDaysIso(today, i * MULTICITY_SPACING_DAYS)),
  );
  const values: SearchFormValues = {
    tripType: 'oneway',
    legs,
    returnDate: addDaysIso(today, DEFAULT_RETURN_OFFSET_DAYS),
    travellers: { ...DEFAULT_TRAVELLERS },
    cabin: 'economy',
    airline: null,
    airlineText: '',
  };
  if (!search) return values;
  const used = search.tripType === 'multicity' ? search.legs : search.legs.slice(0, 1);
  used.forEach((leg, i) => {
    const from = choiceFor(leg.from, places);
    const to = choiceFor(leg.to, places);
    legs[i] = { from, fromText: choiceLabel(from), to, toText: choiceLabel(to), date: leg.date };
  });
  const inbound = search.legs[1];
  return {
    ...values,
    tripType: search.tripType,
    legs,
    returnDate: search.tripType === 'roundtrip' && inbound ? inbound.date : values.returnDate,
    travellers: { adults: search.adults, children: search.children, infants: search.infants },
    cabin: search.cabin,
    airline: search.airline
      ? { airlineCode: search.airline, name: search.airline, englishName: search.airline }
      : null,
    airlineText: search.airline ?? '',
  };
}

/** The form's starting values from a draft: what it kept, the defaults for the rest. */
export function draftFormValues(
  today: string,
  draft: SearchDraft,
  places: PlaceNames = {},
): SearchFormValues {
  const values = initialFormValues(today);
  const legs = values.legs.map((leg, i) => {
    const kept = draft.legs[i];
    if (!kept) return leg;
    const from = kept.from ? choiceFor(kept.from, places) : null;
    const to = kept.to ? choiceFor(kept.to, places) : null;
    return { from, fromText: choiceLabel(from), to, toText: choiceLabel(to), date: kept.date ?? leg.date };
  });
  return {
    ...values,
    tripType: draft.tripType,
    legs,
    returnDate: draft.returnDate ?? values.returnDate,
    travellers: draft.travellers ?? values.travellers,
    cabin: draft.cabin ?? values.cabin,
    airline: draft.airline
      ? { airlineCode: draft.airline, name: draft.airline, englishName: draft.airline }
      : null,
    airlineText: draft.airline ?? '',
  };
}

export function activeLegs(values: SearchFormValues): FormLeg[] {
  return values.tripType === 'multicity' ? values.legs.slice(0, MULTICITY_LEGS) : values.legs.slice(0, 1);
}

/** Every problem of the form, as translation keys; an empty object when it can be searched. */
export function validateSearchForm(values: SearchFormValues, today: string): SearchFormErrors {
  const errors: SearchFormErrors = {};
  const last = lastSearchableDay(today);
  const legErrors = activeLegs(values).map((leg, i, legs) => {
    const e: { from?: string; to?: string; date?: string } = {};
    if (!leg.from) e.from = leg.fromText.trim() ? 'pick_from_list' : 'origin_required';
    if (!leg.to) e.to = leg.toText.trim() ? 'pick_from_list' : 'destination_required';
    if (leg.from && leg.to && leg.from.code === leg.to.code) e.to = 'same_airports';
    const previous = legs[i - 1];
    if (!isIsoDate(leg.date)) e.date = 'date_required';
    else if (leg.date < today) e.date = 'date_past';
    else if (leg.date > last) e.date = 'date_too_far';
    else if (previous && isIsoDate(previous.date) && leg.date < previous.date) e.date = 'dates_order';
    return e;
  });
  if (legErrors.some((e) => Object.keys(e).length > 0)) errors.legs = legErrors;
  if (values.tripType === 'roundtrip') {
    const departure = values.legs[0]?.date ?? '';
    if (!isIsoDate(values.returnDate)) errors.returnDate = 'return_required';
    else if (values.returnDate <= departure) errors.returnDate = 'return_not_after_departure';
    else if (values.returnDate > last) errors.returnDate = 'date_too_far';
  }
  const [travellerProblem] = travellerProblems(values.travellers);
  if (travellerProblem) errors.travellers = travellerProblem;
  if (!values.airline && values.airlineText.trim()) errors.airline = 'pick_airline_from_list';
  return errors;
}

export function hasErrors(errors: SearchFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The search a valid form describes (call only when validateSearchForm found nothing). */
export function valuesToSearch(values: SearchFormValues): FlightSearch {
  const legs = activeLegs(values).map((leg) => ({
    from: leg.from?.code ?? '',
    to: leg.to?.code ?? '',
    date: leg.date,
  }));
  const outbound = legs[0];
  if (values.tripType === 'roundtrip' && outbound) {
    legs.push({ from: outbound.to, to: outbound.from, date: values.returnDate });
  }
  return {
    tripType: values.tripType,
    legs,
    ...values.travellers,
    cabin: values.cabin,
    airline: values.airline?.airlineCode ?? null,
  };
}

/** The names of the places a form's search goes through, for the recent-searches list. */
export function placesOf(values: SearchFormValues): PlaceNames {
  const places: PlaceNames = {};
  for (const leg of activeLegs(values)) {
    for (const choice of [leg.from, leg.to])
      if (choice) places[choice.code] = { city: choice.city, name: choice.name };
  }
  return places;
}
