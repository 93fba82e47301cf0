import { between, unit } from '../flight-offers/hash';
import type { City, SeasonPattern } from './cities';
import type { Board, CurrencyRate, Hotel, Occupancy, RatePlan, RoomType } from './types';

/**
 * Room prices: the city's typical night, scaled by stars, the hotel, the room type, the season,
 * the weekday and the day's demand, the occupancy (extra adults and children by age), the board
 * per person, and non-refundable terms; then taxes and fees, converted to the search's currency.
 */

const STAR_FACTOR = [0, 0.35, 0.55, 1, 1.6, 2.6] as const;

/** Month multipliers (January first) per kind of destination. */
const SEASONS: Record<SeasonPattern, number[]> = {
  gulf: [1.25, 1.25, 1.2, 1.05, 0.9, 0.75, 0.72, 0.75, 0.85, 1, 1.2, 1.3],
  holy: [1, 1, 1.1, 1.2, 1.1, 1, 1, 1, 1, 1, 1, 1.05],
  khareef: [0.9, 0.9, 0.85, 0.8, 0.8, 1.1, 1.5, 1.5, 1.2, 0.9, 0.9, 1],
  mediterranean: [0.8, 0.8, 0.9, 1, 1.1, 1.3, 1.4, 1.4, 1.2, 1, 0.85, 0.95],
  europe: [0.85, 0.85, 0.95, 1.05, 1.1, 1.25, 1.3, 1.25, 1.15, 1.05, 0.95, 1.2],
  tropical: [1.25, 1.2, 1.1, 1, 0.9, 0.88, 0.95, 0.95, 0.88, 0.95, 1.05, 1.3],
  levant: [0.9, 0.95, 1.05, 1.15, 1.1, 1, 1.05, 1.05, 1.05, 1.1, 1, 1.05],
};

/** Board supplement per person per night, US dollars, for a 3-star hotel in a $100 city. */
const BOARD_USD: Record<Board, number> = { RO: 0, BB: 14, HB: 34, FB: 52, AI: 80 };

/** Taxes on the room price, by country. */
const TAX_RATES: Record<string, number> = {
  AE: 0.12,
  SA: 0.15,
  QA: 0.1,
  KW: 0,
  BH: 0.15,
  OM: 0.14,
  EG: 0.14,
  JO: 0.16,
  LB: 0.11,
  MA: 0.1,
  TN: 0.07,
  IQ: 0.1,
  DZ: 0.09,
  GB: 0.2,
  FR: 0.1,
  TR: 0.1,
  TH: 0.07,
  MY: 0.08,
  IN: 0.18,
  MV: 0.16,
  AZ: 0.18,
  GE: 0.18,
  LK: 0.15,
  ID: 0.21,
  SG: 0.09,
  PK: 0.16,
  AT: 0.1,
  CH: 0.038,
  DE: 0.07,
  IT: 0.1,
};

/** Per room and night: the UAE's tourism fee by stars, resort fees, the Maldives' green tax. */
function feePerNightUsd(city: City, hotel: Hotel, occupancy: Occupancy): number {
  let fee = 0;
  if (city.countryId === 'AE') fee += [0, 1.9, 1.9, 2.7, 4.1, 5.4][hotel.stars] ?? 0;
  if (city.countryId === 'MV') fee += 6 * (occupancy.adults + occupancy.childAges.length);
  if (hotel.propertyType === 'RESORT') fee += 12;
  return fee;
}

export const MS_PER_DAY = 86_400_000;

export function dayNumber(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function dateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return dayNumber(checkOut) - dayNumber(checkIn);
}

const WEEKEND: Record<SeasonPattern, number[]> = {
  gulf: [4, 5],
  holy: [4, 5],
  khareef: [4, 5],
  levant: [4, 5],
  mediterranean: [5, 6],
  europe: [5, 6],
  tropical: [5, 6],
};

/** The hotel's own price of its standard room for two on a night, US dollars. */
function nightUsd(city: City, hotel: Hotel, day: number): number {
  const date = new Date(day * MS_PER_DAY);
  const season = SEASONS[city.season][date.getUTCMonth()] ?? 1;
  const weekend = WEEKEND[city.season].includes(date.getUTCDay()) ? 1.12 : 1;
  const demand = between(`demand|${hotel.id}|${day}`, 0.94, 1.08);
  return city.price * (STAR_FACTOR[hotel.stars] ?? 1) * hotel.quality * season * weekend * demand;
}

/** The room's price for its occupancy, relative to two adults: extra adults, children by age. */
export function occupancyFactor({ adults, childAges }: Occupancy): number {
  let factor = adults === 1 ? 0.85 : 1 + 0.3 * Math.max(0, adults - 2);
  for (const age of childAges) factor += age < 3 ? 0 : age < 12 ? 0.15 : 0.3;
  return factor;
}

/** People who eat the board: children under 3 eat free, 3–11 at half. */
export function boardPersons({ adults, childAges }: Occupancy): number {
  return adults + childAges.reduce((sum, age) => sum + (age < 3 ? 0 : age < 12 ? 0.5 : 1), 0);
}

function boardUsd(city: City, hotel: Hotel, board: Board): number {
  return BOARD_USD[board] * (0.55 + 0.15 * hotel.stars) * Math.sqrt(city.price / 100);
}

/** 1 in 6 rates has gone up since the details were shown; decided by the rate id. */
export function priceChangeOf(rateId: string): number {
  return unit(`changed|${rateId}`) < 1 / 6 ? between(`change-by|${rateId}`, 1.03, 1.12) : 1;
}

/** 1 in 25 rates is sold out when checked; decided by the rate id. */
export function isSoldOut(rateId: string): boolean {
  return unit(`sold-out|${rateId}`) < 1 / 25;
}

export interface RoomPrice {
  base: number;
  taxes: number;
  fees: number;
  total: number;
  pricePerNight: number;
  /** The first night, taxes and fees included: the late-cancellation penalty. */
  firstNight: number;
}

export interface PriceInput {
  city: City;
  hotel: Hotel;
  roomType: RoomType;
  rate: RatePlan;
  occupancy: Occupancy;
  checkIn: string;
  nights: number;
  currency: CurrencyRate;
  /** Apply the rate's price change (the rate check's "now" price). */
  changed?: boolean;
}

/** One room for the whole stay, in the currency's minor units, then as numbers. */
export function priceRoom(input: PriceInput): RoomPrice {
  const { city, hotel, roomType, rate, occupancy, currency } = input;
  const scale = 10 ** currency.decimals;
  const minor = (usd: number) => Math.round(usd * currency.rate * scale);
  const change = input.changed ? priceChangeOf(rate.id) : 1;
  const taxRate = TAX_RATES[city.countryId] ?? 0.1;
  const fee = feePerNightUsd(city, hotel, occupancy);
  const first = dayNumber(input.checkIn);
  let base = 0;
  let fees = 0;
  let firstNight = 0;
  for (let night = 0; night < input.nights; night++) {
    const room = nightUsd(city, hotel, first + night) * roomType.factor * occupancyFactor(occupancy);
    const board = boardUsd(city, hotel, rate.board) * boardPersons(occupancy);
    const nightBase = minor((room + board) * rate.factor * change);
    const nightFees = minor(fee);
    if (night === 0) firstNight = nightBase + Math.round(nightBase * taxRate) + nightFees;
    base += nightBase;
    fees += nightFees;
  }
  const taxes = Math.round(base * taxRate);
  const total = base + taxes + fees;
  return {
    base: base / scale,
    taxes: taxes / scale,
    fees: fees / scale,
    total: total / scale,
    pricePerNight: Math.round(total / input.nights) / scale,
    firstNight: firstNight / scale,
  };
}
