import { HOTEL_LIMITS, parseRoom, type RoomOccupancy } from '../occupancy';
import { checkSearchUrl, failUrlRule } from '@/features/booking/search/urlRules';
import { isSearchType, type Destination, type HotelSearch, type SearchType } from '../search/hotelSearch';
import { addDaysIso, isIsoDate, nightsBetween } from '../search/stayDates';
import {
  HOTEL_MAP_PARAM,
  HOTEL_MAP_VALUE,
  HOTEL_VIEW_PARAMS,
  parseHotelView,
  type HotelView,
} from './hotelView';

/**
 * Validates a hotel search URL against every rule of spec section 5 ("Hotel search URL"). Pure:
 * today's date and the destination the URL names come in through `context` (the server looks the
 * destination up first, see serverValidation.ts).
 *
 * Decisions (docs/urls.md, "Hotel search URL"):
 * - `room` is the one parameter that repeats (once per room); any other repeated name is invalid.
 * - Ids are plain decimal integers without sign or leading zeros; the country is two capital letters
 *   and must be the destination's own country.
 * - An empty value counts as missing; an unknown parameter is an excess one.
 * - The first broken rule is named, in the order of the parameters in the documented URL.
 */

export interface HotelUrlContext {
  /** Today's date (YYYY-MM-DD) in the app's time zone. */
  today: string;
  /**
   * The destination the URL names: the item, null when the club API does not know it, or
   * undefined when it could not be asked (the id is then taken as it is; the search call checks it).
   */
  destination: (type: SearchType, id: number) => Destination | null | undefined;
}

export type HotelUrlProblem =
  | 'missing'
  | 'excess'
  | 'duplicate'
  | 'malformed'
  | 'invalid_search_type'
  | 'unknown_destination'
  | 'unknown_country'
  | 'check_in_past'
  | 'check_in_too_far'
  | 'check_out_past'
  | 'check_out_not_after_check_in'
  | 'stay_too_long'
  | 'no_room'
  | 'too_many_rooms'
  | 'no_adult'
  | 'too_many_adults'
  | 'too_many_children'
  | 'child_without_age'
  | 'child_age'
  | 'invalid_filter';

export type HotelUrlResult =
  | {
      ok: true;
      search: HotelSearch;
      view: HotelView;
      destination: Destination | null;
      /** `view=map`: the results open with the hotels on the map. */
      mapOpen: boolean;
    }
  | { ok: false; reason: HotelUrlProblem; param: string };

export const REQUIRED_PARAMS = ['searchType', 'destinationId', 'countryId', 'checkIn', 'checkOut'] as const;
export const ID = /^[1-9][0-9]{0,9}$/;
export const COUNTRY = /^[A-Z]{2}$/;
/** Digits joined by dashes where one part is empty: a child whose age is not given. */
const ROOM_WITH_GAP = /^\d{1,2}(-\d{0,2})*$/;

function fail(reason: HotelUrlProblem, param: string): never {
  return failUrlRule(reason, param);
}

/** Reads one room, naming the rule it breaks. */
export function readRoom(value: string): { room: RoomOccupancy } | { problem: HotelUrlProblem } {
  const parsed = parseRoom(value);
  if ('room' in parsed) return parsed;
  if (parsed.problem === 'format')
    return { problem: ROOM_WITH_GAP.test(value) && value.includes('-') ? 'child_without_age' : 'malformed' };
  return { problem: parsed.problem };
}

function check(params: URLSearchParams, context: HotelUrlContext) {
  const values = new Map<string, string>();
  const rooms: string[] = [];
  const allowed = new Set<string>([...REQUIRED_PARAMS, ...HOTEL_VIEW_PARAMS, HOTEL_MAP_PARAM]);
  for (const [name, value] of params) {
    if (name === 'room') {
      rooms.push(value);
      continue;
    }
    if (!allowed.has(name)) fail('excess', name);
    if (values.has(name)) fail('duplicate', name);
    values.set(name, value);
  }
  for (const name of [...REQUIRED_PARAMS, ...HOTEL_VIEW_PARAMS, HOTEL_MAP_PARAM]) {
    if (values.get(name) === '') fail('missing', name);
  }
  for (const name of REQUIRED_PARAMS) if (!values.has(name)) fail('missing', name);

  const searchType = values.get('searchType') ?? '';
  if (!isSearchType(searchType)) fail('invalid_search_type', 'searchType');
  const rawId = values.get('destinationId') ?? '';
  if (!ID.test(rawId)) fail('malformed', 'destinationId');
  const destinationId = Number(rawId);
  const countryId = values.get('countryId') ?? '';
  if (!COUNTRY.test(countryId)) fail('malformed', 'countryId');
  const destination = context.destination(searchType, destinationId);
  if (destination === null) fail('unknown_destination', 'destinationId');
  if (destination && destination.countryId !== countryId) fail('unknown_country', 'countryId');

  const checkIn = values.get('checkIn') ?? '';
  if (!isIsoDate(checkIn)) fail('malformed', 'checkIn');
  if (checkIn < context.today) fail('check_in_past', 'checkIn');
  if (checkIn > addDaysIso(context.today, HOTEL_LIMITS.maxDaysAhead)) fail('check_in_too_far', 'checkIn');
  const checkOut = values.get('checkOut') ?? '';
  if (!isIsoDate(checkOut)) fail('malformed', 'checkOut');
  if (checkOut <= context.today) fail('check_out_past', 'checkOut');
  if (checkOut <= checkIn) fail('check_out_not_after_check_in', 'checkOut');
  if (nightsBetween(checkIn, checkOut) > HOTEL_LIMITS.maxNights) fail('stay_too_long', 'checkOut');

  if (rooms.length === 0) fail(params.has('room') ? 'missing' : 'no_room', 'room');
  if (rooms.length > HOTEL_LIMITS.maxRooms) fail('too_many_rooms', 'room');
  const occupancy = rooms.map((value) => {
    if (value === '') fail('missing', 'room');
    const read = readRoom(value);
    if ('problem' in read) fail(read.problem, 'room');
    return read.room;
  });

  const view = parseHotelView(values);
  if (!view.ok) fail('invalid_filter', view.param);
  const mapView = values.get(HOTEL_MAP_PARAM);
  if (mapView !== undefined && mapView !== HOTEL_MAP_VALUE) fail('invalid_filter', HOTEL_MAP_PARAM);
  const search: HotelSearch = { searchType, destinationId, countryId, checkIn, checkOut, rooms: occupancy };
  return { search, view: view.view, destination: destination ?? null, mapOpen: mapView === HOTEL_MAP_VALUE };
}

export function validateHotelUrl(input: URLSearchParams | string, context: HotelUrlContext): HotelUrlResult {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  return checkSearchUrl<ReturnType<typeof check>, HotelUrlProblem>(() => check(params, context));
}

/**
 * The destination a URL names, for the server to look up before validating: the type and id when
 * both are well formed, else null.
 */
export function destinationOfUrl(params: URLSearchParams): { type: SearchType; id: number } | null {
  const type = params.get('searchType') ?? '';
  const id = params.get('destinationId') ?? '';
  return isSearchType(type) && ID.test(id) ? { type, id: Number(id) } : null;
}
