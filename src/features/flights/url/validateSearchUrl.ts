import { isIsoDate, lastSearchableDay } from '../dates';
import { checkSearchUrl, failUrlRule } from '@/features/booking/search/urlRules';
import {
  isCabin,
  isTripType,
  MULTICITY_LEGS,
  type FlightSearch,
  type SearchLeg,
  type TripType,
} from '../model';
import { travellerProblems, type Travellers } from '../search/travellers';
import { parseView } from './parseView';
import { VIEW_PARAMS, type ResultsView } from './resultsView';

/**
 * Validates a flight search URL against every rule of spec section 5 ("Flight search URL"). Pure:
 * today's date and the known airports and airlines come in through `context`.
 *
 * Decisions (see docs/urls.md, "Flight search URL"):
 * - Airport and airline codes are accepted in any letter case and normalised to upper case;
 *   enumerations (`type`, `cabin`, `sort`, `refundable`) must be written exactly as documented.
 * - The return must be on a later day than the departure (as the club API requires): a same-day
 *   return is invalid. Multicity dates may repeat a day but never go back.
 * - Counts are plain decimal integers without sign or leading zeros.
 * - An empty value counts as missing; a repeated parameter or an unknown one makes the URL invalid.
 */

export interface SearchUrlContext {
  /** Today's date (YYYY-MM-DD) in the app's time zone. */
  today: string;
  /** Upper-case code → known and not blacklisted for the club. */
  isKnownAirport: (code: string) => boolean;
  /** Upper-case code → in the club's airline list; null when the list is not available. */
  isKnownAirline: (code: string) => boolean | null;
}

export type SearchUrlProblem =
  | 'missing'
  | 'excess'
  | 'duplicate'
  | 'malformed'
  | 'invalid_trip_type'
  | 'invalid_cabin'
  | 'unknown_airport'
  | 'same_airport'
  | 'unknown_airline'
  | 'travellers'
  | 'past_date'
  | 'date_too_far'
  | 'return_not_after_departure'
  | 'dates_out_of_order'
  | 'invalid_filter';

export type SearchUrlResult =
  | { ok: true; search: FlightSearch; view: ResultsView }
  | { ok: false; reason: SearchUrlProblem; param: string };

export const COUNT = /^(0|[1-9][0-9]*)$/;
export const AIRPORT = /^[A-Za-z]{3}$/;
export const AIRLINE = /^[A-Za-z0-9]{2}$/;

const COMMON_REQUIRED = ['type', 'adults', 'children', 'infants', 'cabin'] as const;
const LEG_PARAMS: Record<TripType, string[]> = {
  oneway: ['from', 'to', 'depart'],
  roundtrip: ['from', 'to', 'depart', 'return'],
  multicity: Array.from({ length: MULTICITY_LEGS }, (_, i) => [
    `from${i + 1}`,
    `to${i + 1}`,
    `depart${i + 1}`,
  ]).flat(),
};
const OPTIONAL = ['airline', ...VIEW_PARAMS];

function fail(reason: SearchUrlProblem, param: string): never {
  return failUrlRule(reason, param);
}

/** Each parameter once, by name; a repeated name is an error. */
function singleValues(params: URLSearchParams): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of params) {
    if (values.has(name)) fail('duplicate', name);
    values.set(name, value);
  }
  return values;
}

function readLeg(values: Map<string, string>, suffix: string, context: SearchUrlContext): SearchLeg {
  const leg = { from: '', to: '', date: '' };
  for (const [key, name] of [
    ['from', `from${suffix}`],
    ['to', `to${suffix}`],
  ] as const) {
    const raw = values.get(name) ?? '';
    if (!AIRPORT.test(raw)) fail('malformed', name);
    const code = raw.toUpperCase();
    if (!context.isKnownAirport(code)) fail('unknown_airport', name);
    leg[key] = code;
  }
  if (leg.from === leg.to) fail('same_airport', `to${suffix}`);
  const dateName = `depart${suffix}`;
  const date = values.get(dateName) ?? '';
  if (!isIsoDate(date)) fail('malformed', dateName);
  if (date < context.today) fail('past_date', dateName);
  if (date > lastSearchableDay(context.today)) fail('date_too_far', dateName);
  leg.date = date;
  return leg;
}

function readLegs(tripType: TripType, values: Map<string, string>, context: SearchUrlContext): SearchLeg[] {
  if (tripType === 'multicity') {
    const legs = Array.from({ length: MULTICITY_LEGS }, (_, i) => readLeg(values, String(i + 1), context));
    legs.forEach((leg, i) => {
      const previous = legs[i - 1];
      if (previous && leg.date < previous.date) fail('dates_out_of_order', `depart${i + 1}`);
    });
    return legs;
  }
  const outbound = readLeg(values, '', context);
  if (tripType === 'oneway') return [outbound];
  const returnDate = values.get('return') ?? '';
  if (!isIsoDate(returnDate)) fail('malformed', 'return');
  if (returnDate <= outbound.date) fail('return_not_after_departure', 'return');
  if (returnDate > lastSearchableDay(context.today)) fail('date_too_far', 'return');
  return [outbound, { from: outbound.to, to: outbound.from, date: returnDate }];
}

function readTravellers(values: Map<string, string>): Travellers {
  const count = (name: 'adults' | 'children' | 'infants') => {
    const raw = values.get(name) ?? '';
    if (!COUNT.test(raw)) fail('malformed', name);
    return Number(raw);
  };
  const travellers = { adults: count('adults'), children: count('children'), infants: count('infants') };
  const [problem] = travellerProblems(travellers);
  if (problem) fail('travellers', problem);
  return travellers;
}

function readAirline(values: Map<string, string>, context: SearchUrlContext): string | null {
  if (!values.has('airline')) return null;
  const raw = values.get('airline') ?? '';
  if (!AIRLINE.test(raw)) fail('malformed', 'airline');
  const code = raw.toUpperCase();
  if (context.isKnownAirline(code) === false) fail('unknown_airline', 'airline');
  return code;
}

function check(
  params: URLSearchParams,
  context: SearchUrlContext,
): { search: FlightSearch; view: ResultsView } {
  const values = singleValues(params);
  const type = values.get('type');
  if (!type) fail('missing', 'type');
  if (!isTripType(type)) fail('invalid_trip_type', 'type');

  const required = [...COMMON_REQUIRED, ...LEG_PARAMS[type]];
  const allowed = new Set([...required, ...OPTIONAL]);
  for (const name of values.keys()) if (!allowed.has(name)) fail('excess', name);
  for (const name of [...required, ...OPTIONAL]) {
    if (values.has(name) && values.get(name) === '') fail('missing', name);
  }
  for (const name of required) if (!values.has(name)) fail('missing', name);

  const cabin = values.get('cabin') ?? '';
  if (!isCabin(cabin)) fail('invalid_cabin', 'cabin');
  const travellers = readTravellers(values);
  const legs = readLegs(type, values, context);
  const airline = readAirline(values, context);
  const view = parseView(values);
  if (!view.ok) fail('invalid_filter', view.param);
  return { search: { tripType: type, legs, ...travellers, cabin, airline }, view: view.view };
}

export function validateSearchUrl(
  input: URLSearchParams | string,
  context: SearchUrlContext,
): SearchUrlResult {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  return checkSearchUrl<ReturnType<typeof check>, SearchUrlProblem>(() => check(params, context));
}
