import { LRUCache } from 'lru-cache';
import { TZDate } from '@date-fns/tz';
import { cityOf } from './hotels';
import { dateOfDay, dayNumber, nightlyUsd, priceRoom, type RoomPrice } from './prices';
import { fits } from './rooms';
import {
  BOARDS,
  type Board,
  type CurrencyRate,
  type Hotel,
  type Occupancy,
  type RatePlan,
  type RoomType,
} from './types';

/** What a hotel is asked for: the stay, the rooms and the currency, at a moment. */
export interface StayQuery {
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: Occupancy[];
  currency: CurrencyRate;
  /** When the question is asked: a free-cancellation deadline already past makes a rate non-refundable. */
  now: Date;
}

export interface Cancellation {
  /** ISO date-time with the hotel's offset. */
  freeUntil: string;
  /** The first night of the room, charged after `freeUntil`. */
  penalty: number;
}

/** A rate for the rooms of a query: its prices for each room it can take (null for the others). */
export interface PricedRate {
  roomType: RoomType;
  rate: RatePlan;
  refundable: boolean;
  /** For the first room of the query the room type takes. */
  cancellation: Cancellation | null;
  byRoom: (RoomPrice | null)[];
}

const deadlines = new LRUCache<string, string>({ max: 10_000 });

/** 23:59 hotel time, `days` days before check-in, with the hotel's offset (a pure cache: zone maths is slow). */
export function freeCancellationDeadline(checkIn: string, days: number, timeZone: string): string {
  const key = `${checkIn}|${days}|${timeZone}`;
  let deadline = deadlines.get(key);
  if (deadline === undefined) {
    const [year, month, day] = dateOfDay(dayNumber(checkIn) - days)
      .split('-')
      .map(Number) as [number, number, number];
    deadline = new TZDate(year, month - 1, day, 23, 59, 0, timeZone).toISOString().replace('.000', '');
    deadlines.set(key, deadline);
  }
  return deadline;
}

export function roomTypesTaking(hotel: Hotel, room: Occupancy): RoomType[] {
  return hotel.roomTypes.filter((type) => fits(type, room.adults, room.childAges.length));
}

/** Every rate of the hotel priced for the query's rooms. */
export function pricedRates(hotel: Hotel, query: StayQuery, changed = false): PricedRate[] {
  const nightly = nightlyOf(hotel, query);
  return hotel.roomTypes.flatMap((roomType) =>
    roomType.rates.map((rate) => pricedRate(hotel, roomType, rate, query, changed, nightly)),
  );
}

export function nightlyOf(hotel: Hotel, query: StayQuery): number[] {
  return nightlyUsd(cityOf(hotel), hotel, query.checkIn, query.nights);
}

const occupancyKey = (room: Occupancy) => `${room.adults}|${room.childAges.join(',')}`;

export function pricedRate(
  hotel: Hotel,
  roomType: RoomType,
  rate: RatePlan,
  query: StayQuery,
  changed: boolean,
  nightly = nightlyOf(hotel, query),
): PricedRate {
  const city = cityOf(hotel);
  // Rooms of the same occupancy cost the same: price each once.
  const prices = new Map<string, RoomPrice | null>();
  const byRoom = query.rooms.map((occupancy) => {
    const key = occupancyKey(occupancy);
    if (!prices.has(key)) {
      prices.set(
        key,
        fits(roomType, occupancy.adults, occupancy.childAges.length)
          ? priceRoom({
              city,
              hotel,
              roomType,
              rate,
              occupancy,
              checkIn: query.checkIn,
              nights: query.nights,
              currency: query.currency,
              changed,
              nightly,
            })
          : null,
      );
    }
    return prices.get(key) ?? null;
  });
  const deadline = rate.refundable
    ? freeCancellationDeadline(query.checkIn, rate.freeDays, city.timeZone)
    : null;
  const refundable = deadline !== null && new Date(deadline).getTime() > query.now.getTime();
  const firstPriced = byRoom.find((price) => price !== null);
  return {
    roomType,
    rate,
    refundable,
    cancellation:
      refundable && deadline && firstPriced ? { freeUntil: deadline, penalty: firstPriced.firstNight } : null,
    byRoom,
  };
}

export interface StayRate {
  priced: PricedRate;
  total: number;
}

export interface CheapestRate extends StayRate {
  /** The cheapest rate of each board, refundable and not (what a card shows under a filter). */
  options: StayRate[];
  /** Some rate of a room type taking every room can be cancelled free now. */
  freeCancellation: boolean;
  /** The boards of the rates of room types taking every room, in the order of BOARDS. */
  boards: Board[];
}

/** The rate whose room type takes every room and whose stay costs least, or null. */
export function cheapestRate(hotel: Hotel, query: StayQuery): CheapestRate | null {
  let best: StayRate | null = null;
  const options = new Map<string, StayRate>();
  let freeCancellation = false;
  const boards = new Set<Board>();
  const nightly = nightlyOf(hotel, query);
  for (const roomType of hotel.roomTypes) {
    if (!query.rooms.every((room) => fits(roomType, room.adults, room.childAges.length))) continue;
    for (const rate of roomType.rates) {
      const priced = pricedRate(hotel, roomType, rate, query, false, nightly);
      const total = sumMoney(
        priced.byRoom.map((price) => price?.total ?? 0),
        query.currency.decimals,
      );
      freeCancellation ||= priced.refundable;
      boards.add(rate.board);
      if (!best || total < best.total) best = { priced, total };
      const kind = `${rate.board}|${priced.refundable}`;
      const known = options.get(kind);
      if (!known || total < known.total) options.set(kind, { priced, total });
    }
  }
  return (
    best && {
      ...best,
      options: [...options.values()],
      freeCancellation,
      boards: BOARDS.filter((board) => boards.has(board)),
    }
  );
}

/** Adds amounts in a currency exactly (in minor units). */
export function sumMoney(amounts: number[], decimals: number): number {
  const scale = 10 ** decimals;
  return amounts.reduce((sum, amount) => sum + Math.round(amount * scale), 0) / scale;
}

export function findRate(hotel: Hotel, rateId: string): { roomType: RoomType; rate: RatePlan } | null {
  for (const roomType of hotel.roomTypes) {
    const rate = roomType.rates.find((plan) => plan.id === rateId);
    if (rate) return { roomType, rate };
  }
  return null;
}
