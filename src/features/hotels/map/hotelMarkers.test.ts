import { describe, expect, it } from 'vitest';
import { aHotelSummary } from '@tests/builders/aHotelSummary';
import type { HotelSummary } from '../api/search';
import { NO_HOTEL_FILTERS } from '../url/hotelView';
import { filterHotels, sortHotels } from '../results/filterHotels';
import { boundsOf, hotelMarkersOf, markerChanges, stillListed } from './hotelMarkers';

const at = (hotel: HotelSummary, latitude: number, longitude: number): HotelSummary => ({
  ...hotel,
  latitude,
  longitude,
});
const price = (amount: number, currency = '') => `${currency} ${amount}`;

const hotels = [
  at(aHotelSummary(1, 'Creek Palace', 5, 420, true), 25.26, 55.31),
  at(aHotelSummary(2, 'Marina Inn', 3, 150, false), 25.08, 55.14),
  at(aHotelSummary(3, 'Old Town Rooms', 2, 90, true), 25.19, 55.27),
];

describe('hotelMarkersOf', () => {
  it('gives each listed hotel a marker with its night price as the card formats it, in the list order', () => {
    expect(hotelMarkersOf(hotels, price)).toEqual([
      { hotelId: 1, name: 'Creek Palace', position: [55.31, 25.26], price: 'USD 420', amount: 420 },
      { hotelId: 2, name: 'Marina Inn', position: [55.14, 25.08], price: 'USD 150', amount: 150 },
      { hotelId: 3, name: 'Old Town Rooms', position: [55.27, 25.19], price: 'USD 90', amount: 90 },
    ]);
  });

  it('follows the filters and the sort: the markers are those of the hotels the list shows', () => {
    const cheapFirst = sortHotels(filterHotels(hotels, { ...NO_HOTEL_FILTERS, maxPrice: 200 }), 'price_asc');
    expect(hotelMarkersOf(cheapFirst, price).map((m) => m.hotelId)).toEqual([3, 2]);
    const fiveStars = filterHotels(hotels, { ...NO_HOTEL_FILTERS, stars: [5] });
    expect(hotelMarkersOf(fiveStars, price).map((m) => m.hotelId)).toEqual([1]);
  });

  it('leaves out a hotel without usable coordinates (it stays in the list)', () => {
    const broken = [
      at(hotels[0]!, Number.NaN, 55),
      at(hotels[1]!, 91, 55),
      at(hotels[2]!, 25, 181),
      hotels[1]!,
    ];
    expect(hotelMarkersOf(broken, price).map((m) => m.hotelId)).toEqual([2]);
  });
});

describe('boundsOf', () => {
  it('boxes the markers, south-west then north-east; null without markers', () => {
    expect(boundsOf(hotelMarkersOf(hotels, price))).toEqual([
      [55.14, 25.08],
      [55.31, 25.26],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});

describe('markerChanges', () => {
  it('removes the markers of hotels no longer listed and adds those newly listed', () => {
    const markers = hotelMarkersOf(hotels, price);
    const changes = markerChanges([1, 2, 7], markers);
    expect(changes.removed).toEqual([7]);
    expect(changes.added.map((m) => m.hotelId)).toEqual([3]);
    expect(markerChanges([1, 2, 3], markers)).toEqual({ removed: [], added: [] });
  });
});

describe('stillListed', () => {
  it('keeps the chosen hotel while it is listed, and drops it once a filter takes it out', () => {
    const markers = hotelMarkersOf(hotels, price);
    expect(stillListed(2, markers)).toBe(2);
    expect(
      stillListed(
        2,
        markers.filter((m) => m.hotelId !== 2),
      ),
    ).toBeNull();
    expect(stillListed(null, markers)).toBeNull();
  });
});
