import { HOTEL_DEFAULTS, HOTEL_LIMITS, type RoomOccupancy } from '../occupancy';

/**
 * The rooms control of the search form: rooms, adults and children per room, and an age asked for
 * each child (null until chosen). Each change that a limit forbids has a reason the control shows.
 */
export interface FormRoom {
  adults: number;
  childAges: (number | null)[];
}

export type RoomsLimit =
  'max_rooms' | 'min_rooms' | 'max_adults' | 'min_adults' | 'max_children' | 'child_age_required';

export function formRooms(rooms: readonly RoomOccupancy[] | null | undefined): FormRoom[] {
  if (!rooms || rooms.length === 0) return [{ adults: HOTEL_DEFAULTS.adults, childAges: [] }];
  return rooms.map((room) => ({ adults: room.adults, childAges: [...room.childAges] }));
}

export function addRoomBlocker(rooms: readonly FormRoom[]): RoomsLimit | null {
  return rooms.length >= HOTEL_LIMITS.maxRooms ? 'max_rooms' : null;
}

export function removeRoomBlocker(rooms: readonly FormRoom[]): RoomsLimit | null {
  return rooms.length <= 1 ? 'min_rooms' : null;
}

export function adultsBlocker(room: FormRoom, step: 1 | -1): RoomsLimit | null {
  if (step > 0) return room.adults >= HOTEL_LIMITS.maxAdultsPerRoom ? 'max_adults' : null;
  return room.adults <= 1 ? 'min_adults' : null;
}

export function addChildBlocker(room: FormRoom): RoomsLimit | null {
  return room.childAges.length >= HOTEL_LIMITS.maxChildrenPerRoom ? 'max_children' : null;
}

/** A new room is a room of the default adults. */
export function addRoom(rooms: readonly FormRoom[]): FormRoom[] {
  if (addRoomBlocker(rooms)) return [...rooms];
  return [...rooms, { adults: HOTEL_DEFAULTS.adults, childAges: [] }];
}

export function removeRoom(rooms: readonly FormRoom[], index: number): FormRoom[] {
  if (removeRoomBlocker(rooms)) return [...rooms];
  return rooms.filter((_, i) => i !== index);
}

function patchRoom(rooms: readonly FormRoom[], index: number, change: (room: FormRoom) => FormRoom) {
  return rooms.map((room, i) => (i === index ? change(room) : room));
}

export function changeAdults(rooms: readonly FormRoom[], index: number, step: 1 | -1): FormRoom[] {
  return patchRoom(rooms, index, (room) =>
    adultsBlocker(room, step) ? room : { ...room, adults: room.adults + step },
  );
}

/** A child is added without an age: the form asks for it. */
export function addChild(rooms: readonly FormRoom[], index: number): FormRoom[] {
  return patchRoom(rooms, index, (room) =>
    addChildBlocker(room) ? room : { ...room, childAges: [...room.childAges, null] },
  );
}

/** Removes the room's last child. */
export function removeChild(rooms: readonly FormRoom[], index: number): FormRoom[] {
  return patchRoom(rooms, index, (room) => ({ ...room, childAges: room.childAges.slice(0, -1) }));
}

export function setChildAge(rooms: readonly FormRoom[], index: number, child: number, age: number | null) {
  const valid = age === null || (Number.isInteger(age) && age >= 0 && age <= HOTEL_LIMITS.maxChildAge);
  return patchRoom(rooms, index, (room) => ({
    ...room,
    childAges: room.childAges.map((current, i) => (i === child && valid ? age : current)),
  }));
}

/** The rooms as a search has them, or null while a child's age is missing. */
export function completeRooms(rooms: readonly FormRoom[]): RoomOccupancy[] | null {
  if (rooms.some((room) => room.childAges.some((age) => age === null))) return null;
  return rooms.map((room) => ({ adults: room.adults, childAges: room.childAges as number[] }));
}

// A type, not an interface: it is passed as a message's values (an index signature).
export type GuestCounts = {
  rooms: number;
  adults: number;
  children: number;
};

export function guestCounts(rooms: readonly FormRoom[]): GuestCounts {
  return {
    rooms: rooms.length,
    adults: rooms.reduce((sum, room) => sum + room.adults, 0),
    children: rooms.reduce((sum, room) => sum + room.childAges.length, 0),
  };
}
