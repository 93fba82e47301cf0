import { describe, expect, it } from 'vitest';
import type { HotelDetails, Rate, RoomType } from '../api/booking';
import {
  chooseRate,
  completeSelection,
  emptySelection,
  nextOpenRoom,
  rateFitsRoom,
  roomTypesFor,
  selectionTotals,
  withoutSoldOut,
} from './rateSelection';

const price = (total: number) => ({
  pricePerNight: total / 2,
  total,
  base: total * 0.85,
  taxes: total * 0.1,
  fees: total * 0.05,
});

/** A rate priced `total` for the first room; a second room with a child costs `total + 40`. */
function rate(rateId: string, total: number, fits: [boolean, boolean]): Rate {
  return {
    rateId,
    board: 'BB',
    refundable: true,
    cancellation: { freeUntil: '2026-11-28T23:59:00+04:00', penalty: total / 2, penaltyText: 'One night' },
    payNow: true,
    pricePerNight: total / 2,
    total,
    base: total * 0.85,
    taxes: total * 0.1,
    fees: total * 0.05,
    currency: 'USD',
    byRoom: [fits[0] ? price(total) : null, fits[1] ? price(total + 40) : null],
  };
}

function roomType(roomTypeId: string, rates: Rate[]): RoomType {
  return {
    roomTypeId,
    name: roomTypeId,
    beds: '1 king bed',
    sizeM2: 30,
    maxAdults: 2,
    maxChildren: 1,
    photos: [],
    rates,
  };
}

// Two search rooms: room 0 (2 adults) fits the double and the family room; room 1 (2 adults and a
// child) fits only the family room.
const details = {
  nights: 2,
  currency: 'USD',
  rooms: [
    roomType('double', [rate('d-ro', 300, [true, false]), rate('d-bb', 360, [true, false])]),
    roomType('family', [rate('f-bb', 500, [true, true])]),
    roomType('suite', []),
  ],
  fitsRooms: [['double', 'family', 'suite'], ['family']],
} as unknown as HotelDetails;

describe('rate selection', () => {
  it('offers each room only the room types that fit it and have rates', () => {
    expect(roomTypesFor(details, 0).map((r) => r.roomTypeId)).toEqual(['double', 'family']);
    expect(roomTypesFor(details, 1).map((r) => r.roomTypeId)).toEqual(['family']);
    expect(roomTypesFor(details, 5)).toEqual([]);
  });

  it('takes a fitting rate per room and refuses one that does not fit', () => {
    let selection = emptySelection(2);
    expect(nextOpenRoom(selection)).toBe(0);
    selection = chooseRate(details, selection, 0, 'd-bb');
    expect(selection).toEqual(['d-bb', null]);
    expect(nextOpenRoom(selection)).toBe(1);
    expect(rateFitsRoom(details, 1, 'd-ro')).toBe(false);
    expect(chooseRate(details, selection, 1, 'd-ro')).toBe(selection);
    expect(chooseRate(details, selection, 1, 'unknown')).toBe(selection);
    expect(chooseRate(details, selection, 2, 'f-bb')).toBe(selection);
    selection = chooseRate(details, selection, 1, 'f-bb');
    expect(selection).toEqual(['d-bb', 'f-bb']);
    expect(nextOpenRoom(selection)).toBe(-1);
  });

  it('is complete only when every room has a fitting rate, in room order', () => {
    expect(completeSelection(details, ['d-bb', null])).toBeNull();
    expect(completeSelection(details, ['d-bb', 'd-ro'])).toBeNull();
    expect(completeSelection(details, ['d-bb'])).toBeNull();
    expect(completeSelection(details, ['f-bb', 'f-bb'])).toEqual(['f-bb', 'f-bb']);
    expect(completeSelection(details, ['d-ro', 'f-bb'])).toEqual(['d-ro', 'f-bb']);
  });

  it("adds up each chosen rate at its own room's price, with the price per night of the stay", () => {
    // The family room costs 540 for room 1 (its child), 500 for room 0.
    expect(selectionTotals(details, ['d-bb', 'f-bb'])).toEqual({
      total: 900,
      base: 765,
      taxes: 90,
      fees: 45,
      perNight: 450,
      currency: 'USD',
    });
    expect(selectionTotals(details, ['f-bb', 'f-bb']).total).toBe(1040);
    expect(selectionTotals(details, [null, null]).total).toBe(0);
    expect(selectionTotals(details, ['d-ro', null]).total).toBe(300);
  });

  it('reopens the rooms whose rate sold out and stops offering that rate', () => {
    const after = withoutSoldOut(details, ['f-bb', 'f-bb'], ['f-bb']);
    expect(after.selection).toEqual([null, null]);
    expect(after.reopened).toEqual([0, 1]);
    expect(roomTypesFor(after.details, 1)).toEqual([]);
    expect(roomTypesFor(after.details, 0).map((r) => r.roomTypeId)).toEqual(['double']);

    const partial = withoutSoldOut(details, ['d-ro', 'f-bb'], ['d-ro']);
    expect(partial.selection).toEqual([null, 'f-bb']);
    expect(partial.reopened).toEqual([0]);
    expect(roomTypesFor(partial.details, 0)[0]!.rates.map((r) => r.rateId)).toEqual(['d-bb']);
  });
});
