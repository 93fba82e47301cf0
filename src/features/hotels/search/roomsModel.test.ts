import { describe, expect, it } from 'vitest';
import { HOTEL_LIMITS } from '../occupancy';
import {
  addChild,
  addChildBlocker,
  addRoom,
  addRoomBlocker,
  adultsBlocker,
  changeAdults,
  completeRooms,
  formRooms,
  guestCounts,
  removeChild,
  removeRoom,
  removeRoomBlocker,
  setChildAge,
} from './roomsModel';

describe('the rooms control', () => {
  it('starts with one room of two adults and no children (spec section 9)', () => {
    expect(formRooms(null)).toEqual([{ adults: 2, childAges: [] }]);
    expect(guestCounts(formRooms(null))).toEqual({ rooms: 1, adults: 2, children: 0 });
  });

  it('adds rooms up to the limit, and says why no more', () => {
    let rooms = formRooms(null);
    for (let i = 0; i < 20; i++) rooms = addRoom(rooms);
    expect(rooms).toHaveLength(HOTEL_LIMITS.maxRooms);
    expect(addRoomBlocker(rooms)).toBe('max_rooms');
    expect(addRoomBlocker(formRooms(null))).toBeNull();
  });

  it('never removes the last room', () => {
    const one = formRooms(null);
    expect(removeRoomBlocker(one)).toBe('min_rooms');
    expect(removeRoom(one, 0)).toEqual(one);
    const two = addRoom(one);
    expect(removeRoom(changeAdults(two, 1, 1), 0)).toEqual([{ adults: 3, childAges: [] }]);
  });

  it('keeps adults between one and the maximum per room', () => {
    let rooms = formRooms(null);
    rooms = changeAdults(changeAdults(changeAdults(rooms, 0, -1), 0, -1), 0, -1);
    expect(rooms[0]?.adults).toBe(1);
    expect(adultsBlocker(rooms[0]!, -1)).toBe('min_adults');
    for (let i = 0; i < 10; i++) rooms = changeAdults(rooms, 0, 1);
    expect(rooms[0]?.adults).toBe(HOTEL_LIMITS.maxAdultsPerRoom);
    expect(adultsBlocker(rooms[0]!, 1)).toBe('max_adults');
  });

  it('asks an age for each child, and searches only when every age is given', () => {
    let rooms = addChild(formRooms(null), 0);
    expect(rooms[0]?.childAges).toEqual([null]);
    expect(completeRooms(rooms)).toBeNull();
    rooms = setChildAge(rooms, 0, 0, 7);
    expect(completeRooms(rooms)).toEqual([{ adults: 2, childAges: [7] }]);
    expect(setChildAge(rooms, 0, 0, 18)).toEqual(rooms);
    expect(setChildAge(rooms, 0, 0, 0)[0]?.childAges).toEqual([0]);
  });

  it('allows at most four children per room and removes the last one', () => {
    let rooms = formRooms(null);
    for (let i = 0; i < 6; i++) rooms = addChild(rooms, 0);
    expect(rooms[0]?.childAges).toHaveLength(HOTEL_LIMITS.maxChildrenPerRoom);
    expect(addChildBlocker(rooms[0]!)).toBe('max_children');
    rooms = setChildAge(rooms, 0, 3, 4);
    expect(removeChild(rooms, 0)[0]?.childAges).toEqual([null, null, null]);
  });
});
