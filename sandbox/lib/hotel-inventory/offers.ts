import { TZDate } from '@date-fns/tz';
import { cityOf } from './hotels';
import { dateOfDay, dayNumber, priceRoom, type RoomPrice } from './prices';
import { fits } from './rooms';
import type { CurrencyRate, Hotel, Occupancy, RatePlan, RoomType } from './types';

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

const deadlines = new Map<string, string>();

/** 23:59 hotel time, `days` days before check-in, with the hotel's offset (a pure cache: zone maths is slow). */
export function freeCancellationDeadline(checkIn: string, days: number, timeZone: string): string {
  const key = `${checkIn}|${days}|${timeZone}`;
  let deadline = deadlines.get(key);
  if (deadline === undefined) {
    const [year, month, day] = dateOfDay(dayNumber(checkIn) - days)
      .split('-')
      .map(Number) as [number, number, number];
    deadline = new TZDate(year, month - 1, day, 23, 59, 0, timeZone).toISOString().replace('.000', '');
    if (deadlines.size > 10_000) deadlines.clear();
    deadlines.set(key, deadline);
  }
  return deadline;
}

export function roomTypesTaking(hotel: Hotel, room: Occupancy): RoomType[] {
  return hotel.roomTypes.filter((type) => fits(type, room.adults, room.childAges.length));
}

/** Every rate of the hotel priced for the query's rooms. */
export function pricedRates(hotel: Hotel, query: StayQuery, changed = false): PricedRate[] {
  const city = cityOf(hotel);
  return hotel.roomTypes.flatMap((roomType) =>
    roomType.rates.map((rate) => pricedRate(hotel, roomType, rate, query, changed, city.timeZone)),
  );
}

export function pricedRate(
  hotel: Hotel,
  roomType: RoomType,
  rate: RatePlan,
  query: StayQuery,
  changed: boolean,
  timeZone = cityOf(hotel).timeZone,
): PricedRate {
  const city = cityOf(hotel);
  const byRoom = query.rooms.map((occupancy) =>
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
        })
      : null,
  );
  const deadline = rate.refundable ? freeCancellationDeadline(query.checkIn, rate.freeDays, timeZone) : null;
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

/** The rate whose room type takes every room and whose stay costs least, or null. */
export function cheapestRate(hotel: Hotel, query: StayQuery): { priced: PricedRate; total: number } | null {
  let best: { priced: PricedRate; total: number } | null = null;
  for (const roomType of hotel.roomTypes) {
    if (!query.rooms.every((room) => fits(roomType, room.adults, room.childAges.length))) continue;
    for (const rate of roomType.rates) {
      const priced = pricedRate(hotel, roomType, rate, query, false);
      const total = priced.byRoom.reduce((sum, price) => sum + (price?.total ?? 0), 0);
      if (!best || total < best.total) best = { priced, total };
    }
  }
  return best;
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
