/**
 * Hotel occupancy: the rooms of a search, each with its adults and the ages of its children, and
 * how they travel in a URL. One `room` parameter per room, in order: the adults, then each child's
 * age, joined by `-` (`room=2` is two adults; `room=2-5-9` is two adults with children aged 5 and 9).
 * The API body carries the same rooms as `{ adults, childAges }`.
 */

export const HOTEL_LIMITS = {
  maxRooms: 8,
  maxAdultsPerRoom: 6,
  maxChildrenPerRoom: 4,
  maxChildAge: 17,
  /** Longest stay a search may ask for. */
  maxNights: 30,
  /** How far ahead a check-in may be. */
  maxDaysAhead: 365,
} as const;

export const HOTEL_DEFAULTS = { rooms: 1, adults: 2, children: 0 } as const;

export interface RoomOccupancy {
  adults: number;
  childAges: number[];
}

export type RoomProblem = 'format' | 'no_adult' | 'too_many_adults' | 'too_many_children' | 'child_age';

const ROOM_PATTERN = /^\d{1,2}(-\d{1,2})*$/;

/** The `room` parameter of one room. */
export function formatRoom(room: RoomOccupancy): string {
  return [room.adults, ...room.childAges].join('-');
}

/** Reads one `room` parameter, naming the first rule it breaks. */
export function parseRoom(value: string): { room: RoomOccupancy } | { problem: RoomProblem } {
  if (!ROOM_PATTERN.test(value)) return { problem: 'format' };
  const [adults = 0, ...childAges] = value.split('-').map(Number);
  if (adults < 1) return { problem: 'no_adult' };
  if (adults > HOTEL_LIMITS.maxAdultsPerRoom) return { problem: 'too_many_adults' };
  if (childAges.length > HOTEL_LIMITS.maxChildrenPerRoom) return { problem: 'too_many_children' };
  if (childAges.some((age) => age > HOTEL_LIMITS.maxChildAge)) return { problem: 'child_age' };
  return { room: { adults, childAges } };
}

export function totalGuests(rooms: readonly RoomOccupancy[]): { adults: number; children: number } {
  return rooms.reduce(
    (sum, room) => ({ adults: sum.adults + room.adults, children: sum.children + room.childAges.length }),
    { adults: 0, children: 0 },
  );
}

export function defaultRooms(): RoomOccupancy[] {
  return [{ adults: HOTEL_DEFAULTS.adults, childAges: [] }];
}
