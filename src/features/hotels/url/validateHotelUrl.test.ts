import { describe, expect, it } from 'vitest';
import type { Destination, SearchType } from '../search/hotelSearch';
import { hotelDraftFromUrl } from './hotelDraft';
import { hotelSearchParams } from './hotelParams';
import { validateHotelUrl, type HotelUrlContext } from './validateHotelUrl';

const TODAY = '2026-11-25';

const dubai: Destination = {
  type: 'CITY',
  id: 12,
  name: 'Dubai',
  cityId: 12,
  cityName: 'Dubai',
  countryId: 'AE',
  countryName: 'United Arab Emirates',
};
const creekPalace: Destination = { ...dubai, type: 'HOTEL', id: 120034, name: 'Jumeirah Creek Palace' };
const known = new Map<string, Destination>([
  ['CITY|12', dubai],
  ['HOTEL|120034', creekPalace],
]);
const context: HotelUrlContext = {
  today: TODAY,
  destination: (type: SearchType, id: number) => known.get(`${type}|${id}`) ?? null,
};

const BASE = 'searchType=CITY&destinationId=12&countryId=AE&checkIn=2026-12-01&checkOut=2026-12-03';
const GOOD = `${BASE}&room=2`;

/** The good URL with one parameter replaced (`undefined` removes it). */
function withParam(name: string, value: string | undefined): string {
  const params = new URLSearchParams(GOOD);
  if (value === undefined) params.delete(name);
  else params.set(name, value);
  return params.toString();
}

describe('hotel search URL: accepted', () => {
  it.each([
    ['one room of two adults', GOOD],
    ['two rooms, a child of 7', `${BASE}&room=2&room=1-7`],
    ['a hotel search', GOOD.replace('CITY', 'HOTEL').replace('=12&', '=120034&')],
    ['check-in today', withParam('checkIn', TODAY)],
    ['a one-night stay', withParam('checkOut', '2026-12-02')],
    ['thirty nights', withParam('checkOut', '2026-12-31')],
    [
      'check-in a year ahead',
      `${BASE.replace('2026-12-01', '2027-11-25').replace('2026-12-03', '2027-11-27')}&room=2`,
    ],
    ['eight rooms', `${BASE}${'&room=1'.repeat(8)}`],
    ['six adults and four children', `${BASE}&room=6-0-5-12-17`],
    ['a child under one', `${BASE}&room=1-0`],
    ['sorted by price', `${GOOD}&sort=price_asc`],
    ['sorted by distance', `${GOOD}&sort=distance`],
    ['price range', `${GOOD}&minPrice=100&maxPrice=400`],
    ['stars 4 and 5', `${GOOD}&stars=4,5`],
    ['guest rating 8+', `${GOOD}&rating=8`],
    ['free cancellation', `${GOOD}&freeCancellation=1`],
    ['boards', `${GOOD}&board=BB,HB`],
    ['property types', `${GOOD}&type=HOTEL,RESORT`],
    ['amenities', `${GOOD}&amenities=POOL,WIFI`],
    ['distance', `${GOOD}&distance=3`],
    ['hotel name', `${GOOD}&name=palace`],
    ['Arabic hotel name', `${GOOD}&name=${encodeURIComponent('قصر')}`],
  ])('%s', (_, url) => {
    const result = validateHotelUrl(url, context);
    expect(result).toMatchObject({ ok: true });
  });

  it('reads the search and the view', () => {
    const result = validateHotelUrl(`${BASE}&room=2&room=1-7&stars=5,4&freeCancellation=1`, context);
    if (!result.ok) throw new Error(result.reason);
    expect(result.search).toEqual({
      searchType: 'CITY',
      destinationId: 12,
      countryId: 'AE',
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      rooms: [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [7] },
      ],
    });
    expect(result.view.filters.stars).toEqual([4, 5]);
    expect(result.view.filters.freeCancellation).toBe(true);
    expect(result.destination).toEqual(dubai);
    // Written back, it is the same URL (stars in their canonical order).
    expect(hotelSearchParams(result.search, result.view).toString()).toBe(
      `${BASE}&room=2&room=1-7&stars=4%2C5&freeCancellation=1`,
    );
    expect(result.mapOpen).toBe(false);
  });

  it('reads the open map (view=map) beside the sort and filters', () => {
    const result = validateHotelUrl(`${GOOD}&sort=price_asc&view=map`, context);
    expect(result).toMatchObject({ ok: true, mapOpen: true, view: { sort: 'price_asc' } });
  });
});

describe('hotel search URL: refused, naming the rule', () => {
  it.each([
    ['no searchType', withParam('searchType', undefined), 'missing', 'searchType'],
    ['no destinationId', withParam('destinationId', undefined), 'missing', 'destinationId'],
    ['no countryId', withParam('countryId', undefined), 'missing', 'countryId'],
    ['no checkIn', withParam('checkIn', undefined), 'missing', 'checkIn'],
    ['no checkOut', withParam('checkOut', undefined), 'missing', 'checkOut'],
    ['empty checkIn', withParam('checkIn', ''), 'missing', 'checkIn'],
    ['no room at all', BASE, 'no_room', 'room'],
    ['an empty room', `${BASE}&room=`, 'missing', 'room'],
    ['an excess parameter', `${GOOD}&foo=1`, 'excess', 'foo'],
    ['a flight parameter', `${GOOD}&adults=2`, 'excess', 'adults'],
    ['a repeated checkIn', `${GOOD}&checkIn=2026-12-01`, 'duplicate', 'checkIn'],
    ['an unknown search type', withParam('searchType', 'AIRPORT'), 'invalid_search_type', 'searchType'],
    ['a lower-case search type', withParam('searchType', 'city'), 'invalid_search_type', 'searchType'],
    ['a non-numeric id', withParam('destinationId', 'dubai'), 'malformed', 'destinationId'],
    ['an id with a leading zero', withParam('destinationId', '012'), 'malformed', 'destinationId'],
    ['an unknown city', withParam('destinationId', '999'), 'unknown_destination', 'destinationId'],
    ['a city id as a hotel', withParam('searchType', 'HOTEL'), 'unknown_destination', 'destinationId'],
    ['a malformed country', withParam('countryId', 'ARE'), 'malformed', 'countryId'],
    ['a lower-case country', withParam('countryId', 'ae'), 'malformed', 'countryId'],
    ['the wrong country', withParam('countryId', 'SA'), 'unknown_country', 'countryId'],
    ['check-in not a date', withParam('checkIn', '2026-02-30'), 'malformed', 'checkIn'],
    ['check-in in the past', withParam('checkIn', '2026-11-24'), 'check_in_past', 'checkIn'],
    [
      'check-in more than a year ahead',
      `${BASE.replace('2026-12-01', '2027-11-26').replace('2026-12-03', '2027-11-28')}&room=2`,
      'check_in_too_far',
      'checkIn',
    ],
    ['check-out not a date', withParam('checkOut', '3 Dec'), 'malformed', 'checkOut'],
    [
      'check-out on check-in',
      withParam('checkOut', '2026-12-01'),
      'check_out_not_after_check_in',
      'checkOut',
    ],
    [
      'check-out before check-in',
      withParam('checkOut', '2026-11-30'),
      'check_out_not_after_check_in',
      'checkOut',
    ],
    [
      'check-out today',
      `${BASE.replace('2026-12-01', TODAY).replace('2026-12-03', TODAY)}&room=2`,
      'check_out_past',
      'checkOut',
    ],
    ['check-out in the past', withParam('checkOut', '2026-11-01'), 'check_out_past', 'checkOut'],
    ['31 nights', withParam('checkOut', '2027-01-01'), 'stay_too_long', 'checkOut'],
    ['nine rooms', `${BASE}${'&room=1'.repeat(9)}`, 'too_many_rooms', 'room'],
    ['a room without adults', `${BASE}&room=0`, 'no_adult', 'room'],
    ['a room of children only', `${BASE}&room=0-5`, 'no_adult', 'room'],
    ['seven adults in a room', `${BASE}&room=7`, 'too_many_adults', 'room'],
    ['five children in a room', `${BASE}&room=2-1-2-3-4-5`, 'too_many_children', 'room'],
    ['a child of 18', `${BASE}&room=2-18`, 'child_age', 'room'],
    ['a child without an age', `${BASE}&room=2-`, 'child_without_age', 'room'],
    ['a gap among ages', `${BASE}&room=2--5`, 'child_without_age', 'room'],
    ['a malformed room', `${BASE}&room=two`, 'malformed', 'room'],
    ['the second room broken', `${BASE}&room=2&room=1-99`, 'child_age', 'room'],
    ['an unknown sort', `${GOOD}&sort=cheapest`, 'invalid_filter', 'sort'],
    ['stars out of range', `${GOOD}&stars=6`, 'invalid_filter', 'stars'],
    ['repeated stars', `${GOOD}&stars=4,4`, 'invalid_filter', 'stars'],
    ['a rating not offered', `${GOOD}&rating=5`, 'invalid_filter', 'rating'],
    ['free cancellation not 1', `${GOOD}&freeCancellation=yes`, 'invalid_filter', 'freeCancellation'],
    ['an unknown board', `${GOOD}&board=XX`, 'invalid_filter', 'board'],
    ['an unknown amenity', `${GOOD}&amenities=CASINO`, 'invalid_filter', 'amenities'],
    ['min above max price', `${GOOD}&minPrice=500&maxPrice=100`, 'invalid_filter', 'maxPrice'],
    ['a negative price', `${GOOD}&minPrice=-1`, 'invalid_filter', 'minPrice'],
    ['a distance not offered', `${GOOD}&distance=2`, 'invalid_filter', 'distance'],
    ['a blank name', `${GOOD}&name=%20`, 'invalid_filter', 'name'],
    ['a view other than the map', `${GOOD}&view=list`, 'invalid_filter', 'view'],
    ['an empty view', `${GOOD}&view=`, 'missing', 'view'],
    ['a repeated view', `${GOOD}&view=map&view=map`, 'duplicate', 'view'],
  ])('%s', (_, url, reason, param) => {
    expect(validateHotelUrl(url, context)).toEqual({ ok: false, reason, param });
  });

  it('takes the destination as it is when the API could not be asked', () => {
    const unknown: HotelUrlContext = { today: TODAY, destination: () => undefined };
    expect(validateHotelUrl(withParam('destinationId', '999'), unknown)).toMatchObject({
      ok: true,
      destination: null,
    });
  });
});

describe('the Invalid URL page form', () => {
  it('keeps what the URL got right', () => {
    const params = new URLSearchParams(`${BASE.replace('2026-12-01', '2026-11-01')}&room=2&room=1-7`);
    expect(hotelDraftFromUrl(params, TODAY, dubai)).toEqual({
      destination: dubai,
      checkIn: null,
      checkOut: '2026-12-03',
      rooms: [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [7] },
      ],
    });
  });

  it('drops a destination of another country and rooms that break a rule', () => {
    const params = new URLSearchParams(withParam('countryId', 'SA').replace('room=2', 'room=9'));
    expect(hotelDraftFromUrl(params, TODAY, dubai)).toMatchObject({ destination: null, rooms: null });
  });
});
