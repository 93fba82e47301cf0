import type { StayQuery } from '../api/booking';
import { HOTEL_LIMITS, formatRoom, parseRoom, type RoomProblem } from '../occupancy';

/**
 * The details page's URL (docs/hotels-contract.md, "Site URLs"):
 * `/hotels/details?hotelId=120034&checkIn=2026-12-01&checkOut=2026-12-03&room=2&room=1-7`.
 * Every rule is checked here, on the server (the proxy answers a broken URL with 400) and again on
 * the page; the first rule broken is named.
 */

export const DETAILS_PATH = '/hotels/details';
const SINGLE = ['hotelId', 'checkIn', 'checkOut'] as const;
const KNOWN = new Set<string>([...SINGLE, 'room']);

export type DetailsUrlReason =
  | 'missing'
  | 'excess'
  | 'duplicate'
  | 'malformed'
  | 'past_date'
  | 'date_too_far'
  | 'checkout_not_after_checkin'
  | 'too_many_nights'
  | 'too_many_rooms'
  | `room_${RoomProblem}`;

export interface DetailsUrlProblem {
  reason: DetailsUrlReason;
  param: string;
  value: string;
}

export type DetailsUrlResult = { ok: true; query: StayQuery } | { ok: false; problem: DetailsUrlProblem };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whole days from `from` to `to`, both YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Today in the app's time zone (Europe/Vienna, spec section 9), as the API counts it. */
export function todayInVienna(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Vienna',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function validateDetailsUrl(params: URLSearchParams, today: string): DetailsUrlResult {
  const fail = (reason: DetailsUrlReason, param: string, value = ''): DetailsUrlResult => ({
    ok: false,
    problem: { reason, param, value },
  });
  for (const key of new Set(params.keys())) {
    if (!KNOWN.has(key)) return fail('excess', key, params.get(key) ?? '');
  }
  for (const key of SINGLE) {
    const values = params.getAll(key);
    if (values.length === 0) return fail('missing', key);
    if (values.length > 1) return fail('duplicate', key, values.join(', '));
  }
  const rooms = params.getAll('room');
  if (rooms.length === 0) return fail('missing', 'room');
  if (rooms.length > HOTEL_LIMITS.maxRooms) return fail('too_many_rooms', 'room', String(rooms.length));

  const hotelId = params.get('hotelId')!;
  if (!/^[1-9]\d{4,8}$/.test(hotelId)) return fail('malformed', 'hotelId', hotelId);
  const checkIn = params.get('checkIn')!;
  const checkOut = params.get('checkOut')!;
  if (!isIsoDate(checkIn)) return fail('malformed', 'checkIn', checkIn);
  if (!isIsoDate(checkOut)) return fail('malformed', 'checkOut', checkOut);
  if (checkIn < today) return fail('past_date', 'checkIn', checkIn);
  if (daysBetween(today, checkIn) > HOTEL_LIMITS.maxDaysAhead)
    return fail('date_too_far', 'checkIn', checkIn);
  if (checkOut <= checkIn) return fail('checkout_not_after_checkin', 'checkOut', checkOut);
  if (daysBetween(checkIn, checkOut) > HOTEL_LIMITS.maxNights)
    return fail('too_many_nights', 'checkOut', checkOut);

  const parsed = [];
  for (const value of rooms) {
    const room = parseRoom(value);
    if ('problem' in room) return fail(`room_${room.problem}`, 'room', value);
    parsed.push(room.room);
  }
  return { ok: true, query: { hotelId: Number(hotelId), checkIn, checkOut, rooms: parsed } };
}

/** The details page's address for a stay (the results link here). */
export function detailsHref(query: StayQuery): string {
  const params = new URLSearchParams({
    hotelId: String(query.hotelId),
    checkIn: query.checkIn,
    checkOut: query.checkOut,
  });
  for (const room of query.rooms) params.append('room', formatRoom(room));
  return `${DETAILS_PATH}?${params.toString()}`;
}

/** A page's `searchParams` record as URLSearchParams (repeated parameters kept in order). */
export function searchParamsOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    for (const one of values) params.append(key, one);
  }
  return params;
}
