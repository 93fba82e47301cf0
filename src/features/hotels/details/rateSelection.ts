import type { HotelDetails, Rate, RoomPrice, RoomType } from '../api/booking';

/**
 * The visitor's choice on the details page: one rate for each room of the search, in room order
 * (`null` while a room has none). A room may only take a rate of a room type that fits it
 * (`fitsRooms`), and the rate check names the rates in this order.
 */
export type RateSelection = (string | null)[];

export interface RateChoice {
  roomType: RoomType;
  rate: Rate;
}

export function emptySelection(roomCount: number): RateSelection {
  return Array<string | null>(roomCount).fill(null);
}

/** The room types (with their rates) that can take search room `roomIndex`, in the API's order. */
export function roomTypesFor(details: HotelDetails, roomIndex: number): RoomType[] {
  const fits = new Set(details.fitsRooms[roomIndex] ?? []);
  return details.rooms.filter((room) => fits.has(room.roomTypeId) && room.rates.length > 0);
}

/** A rate and its room type, by the rate's id. */
export function findRate(details: HotelDetails, rateId: string): RateChoice | null {
  for (const roomType of details.rooms) {
    const rate = roomType.rates.find((r) => r.rateId === rateId);
    if (rate) return { roomType, rate };
  }
  return null;
}

/** Whether `rateId` may be chosen for search room `roomIndex`. */
export function rateFitsRoom(details: HotelDetails, roomIndex: number, rateId: string): boolean {
  const choice = findRate(details, rateId);
  return choice !== null && (details.fitsRooms[roomIndex] ?? []).includes(choice.roomType.roomTypeId);
}

/** Chooses `rateId` for room `roomIndex`; a rate that does not fit the room leaves the selection as it is. */
export function chooseRate(
  details: HotelDetails,
  selection: RateSelection,
  roomIndex: number,
  rateId: string,
): RateSelection {
  if (roomIndex < 0 || roomIndex >= selection.length) return selection;
  if (!rateFitsRoom(details, roomIndex, rateId)) return selection;
  return selection.map((current, index) => (index === roomIndex ? rateId : current));
}

/** The first room still without a rate, or -1 when every room has one. */
export function nextOpenRoom(selection: RateSelection): number {
  return selection.findIndex((rateId) => rateId === null);
}

/** The chosen rate ids, once every room has one and each still fits its room; else null. */
export function completeSelection(details: HotelDetails, selection: RateSelection): string[] | null {
  if (selection.length !== details.fitsRooms.length) return null;
  const ids: string[] = [];
  for (const [index, rateId] of selection.entries()) {
    if (rateId === null || !rateFitsRoom(details, index, rateId)) return null;
    ids.push(rateId);
  }
  return ids;
}

export interface SelectionTotals {
  total: number;
  base: number;
  taxes: number;
  fees: number;
  /** For the whole stay and every chosen room, per night. */
  perNight: number;
  currency: string;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** A rate's prices for search room `roomIndex` (they depend on its adults and children's ages). */
export function priceForRoom(rate: Rate, roomIndex: number): RoomPrice | null {
  return rate.byRoom[roomIndex] ?? null;
}

/**
 * The sum of the chosen rates, each priced for its own room for the whole stay; rooms without a
 * rate count nothing.
 */
export function selectionTotals(details: HotelDetails, selection: RateSelection): SelectionTotals {
  const sum = { total: 0, base: 0, taxes: 0, fees: 0 };
  for (const [index, rateId] of selection.entries()) {
    const found = rateId ? findRate(details, rateId)?.rate : undefined;
    const rate = found ? priceForRoom(found, index) : null;
    if (!rate) continue;
    sum.total += rate.total;
    sum.base += rate.base;
    sum.taxes += rate.taxes;
    sum.fees += rate.fees;
  }
  return {
    total: cents(sum.total),
    base: cents(sum.base),
    taxes: cents(sum.taxes),
    fees: cents(sum.fees),
    perNight: details.nights > 0 ? cents(sum.total / details.nights) : cents(sum.total),
    currency: details.currency,
  };
}

/**
 * After a rate check found rates sold out: those rooms lose their choice (the visitor picks again
 * among the others), and the sold-out rates are no longer offered.
 */
export function withoutSoldOut(
  details: HotelDetails,
  selection: RateSelection,
  soldOut: readonly string[],
): { details: HotelDetails; selection: RateSelection; reopened: number[] } {
  const gone = new Set(soldOut);
  const reopened = selection.flatMap((rateId, index) => (rateId && gone.has(rateId) ? [index] : []));
  return {
    details: {
      ...details,
      rooms: details.rooms.map((room) => ({
        ...room,
        rates: room.rates.filter((rate) => !gone.has(rate.rateId)),
      })),
    },
    selection: selection.map((rateId) => (rateId && gone.has(rateId) ? null : rateId)),
    reopened,
  };
}
