import { describe, expect, it } from 'vitest';
import { validateSearchUrl, type SearchUrlContext } from './validateSearchUrl';

const airports = new Set(['DXB', 'LHR', 'JFK', 'CDG', 'DOH', 'CAI']);
const airlines = new Set(['EK', 'QR', 'BA', '6E']);
const context: SearchUrlContext = {
  today: '2026-06-15',
  // AUH exists in the world but is blacklisted for this club, so it is unknown here.
  isKnownAirport: (code) => airports.has(code),
  isKnownAirline: (code) => airlines.has(code),
};

const travellers = 'adults=1&children=0&infants=0&cabin=economy';
const oneWay = `type=oneway&from=DXB&to=LHR&depart=2026-07-01&${travellers}`;
const roundTrip = `type=roundtrip&from=DXB&to=LHR&depart=2026-07-01&return=2026-07-08&${travellers}`;
const multi =
  'type=multicity&from1=DXB&to1=LHR&depart1=2026-07-01&from2=LHR&to2=CDG&depart2=2026-07-05' +
  `&from3=CDG&to3=DXB&depart3=2026-07-09&${travellers}`;
const counts = (a: number, c: number, i: number) =>
  `type=oneway&from=DXB&to=LHR&depart=2026-07-01&adults=${a}&children=${c}&infants=${i}&cabin=economy`;

/** [what, query, expected: 'ok' or the reason] */
const table: [string, string, string][] = [
  ['a one-way search', oneWay, 'ok'],
  ['a round trip', roundTrip, 'ok'],
  ['a multicity search', multi, 'ok'],
  ['departure today (Vienna)', oneWay.replace('2026-07-01', '2026-06-15'), 'ok'],
  ['lower-case airport codes', oneWay.replace('from=DXB&to=LHR', 'from=dxb&to=lHr'), 'ok'],
  ['a preferred airline', `${oneWay}&airline=EK`, 'ok'],
  ['a lower-case airline code', `${oneWay}&airline=qr`, 'ok'],
  ['an airline code with a digit', `${oneWay}&airline=6E`, 'ok'],
  ['9 adults', counts(9, 0, 0), 'ok'],
  ['3 + 3 + 3 travellers', counts(3, 3, 3), 'ok'],
  ['as many infants as adults', counts(2, 0, 2), 'ok'],
  ['premium economy', oneWay.replace('cabin=economy', 'cabin=premium_economy'), 'ok'],
  ['first class', oneWay.replace('cabin=economy', 'cabin=first'), 'ok'],
  ['a return the next day', roundTrip.replace('return=2026-07-08', 'return=2026-07-02'), 'ok'],
  ['multicity legs on the same day', multi.replace('depart2=2026-07-05', 'depart2=2026-07-01'), 'ok'],
  [
    'every sort and filter',
    `${oneWay}&sort=fastest&stops=0,1&refundable=non_refund&airlines=EK,QR&minPrice=100&maxPrice=900&depTime=6-12&arrTime=0-24`,
    'ok',
  ],
  ['only a lowest price', `${oneWay}&minPrice=250`, 'ok'],
  ['the best sort', `${oneWay}&sort=best`, 'ok'],
  [
    'parameters in another order',
    `cabin=economy&infants=0&children=0&adults=1&depart=2026-07-01&to=LHR&from=DXB&type=oneway`,
    'ok',
  ],

  ['no type', oneWay.replace('type=oneway&', ''), 'missing'],
  ['an unknown trip type', oneWay.replace('type=oneway', 'type=OneWay'), 'invalid_trip_type'],
  ['no origin', oneWay.replace('from=DXB&', ''), 'missing'],
  ['no departure date', oneWay.replace('depart=2026-07-01&', ''), 'missing'],
  ['no children count', oneWay.replace('children=0&', ''), 'missing'],
  ['no cabin', oneWay.replace('&cabin=economy', ''), 'missing'],
  ['a round trip without return', roundTrip.replace('&return=2026-07-08', ''), 'missing'],
  ['an empty origin', oneWay.replace('from=DXB', 'from='), 'missing'],
  ['a one-way with a return date', `${oneWay}&return=2026-07-08`, 'excess'],
  ['an unknown parameter', `${oneWay}&utm_source=mail`, 'excess'],
  ['a multicity search with a plain origin', `${multi}&from=DXB`, 'excess'],
  [
    'a multicity search missing its third leg',
    multi.replace(/&from3=CDG&to3=DXB&depart3=2026-07-09/, ''),
    'missing',
  ],
  ['a repeated parameter', `${oneWay}&adults=2`, 'duplicate'],
  ['a repeated type', `${oneWay}&type=oneway`, 'duplicate'],
  ['10 adults', counts(10, 0, 0), 'travellers'],
  ['10 travellers in all', counts(5, 5, 0), 'travellers'],
  ['no adult', counts(0, 2, 0), 'travellers'],
  ['more infants than adults', counts(1, 0, 2), 'travellers'],
  ['10 infants', counts(9, 0, 10), 'travellers'],
  ['a fractional count', counts(1, 0, 0).replace('adults=1', 'adults=1.5'), 'malformed'],
  ['a negative count', counts(1, 0, 0).replace('children=0', 'children=-1'), 'malformed'],
  ['a count with a leading zero', counts(1, 0, 0).replace('adults=1', 'adults=01'), 'malformed'],
  ['a count that is a word', counts(1, 0, 0).replace('adults=1', 'adults=one'), 'malformed'],
  ['a departure in the past', oneWay.replace('2026-07-01', '2026-06-14'), 'past_date'],
  ["a departure 365 days ahead (the calendar's last day)", oneWay.replace('2026-07-01', '2027-06-15'), 'ok'],
  ['a departure 366 days ahead', oneWay.replace('2026-07-01', '2027-06-16'), 'date_too_far'],
  ['a return 366 days ahead', roundTrip.replace('return=2026-07-08', 'return=2027-06-16'), 'date_too_far'],
  [
    'a multicity leg 366 days ahead',
    multi.replace('depart3=2026-07-09', 'depart3=2027-06-16'),
    'date_too_far',
  ],
  ['a date that does not exist', oneWay.replace('2026-07-01', '2027-02-30'), 'malformed'],
  ['a date in another format', oneWay.replace('2026-07-01', '01-07-2026'), 'malformed'],
  ['a date with a time', oneWay.replace('2026-07-01', '2026-07-01T10:00'), 'malformed'],
  [
    'a same-day return',
    roundTrip.replace('return=2026-07-08', 'return=2026-07-01'),
    'return_not_after_departure',
  ],
  [
    'a return before departure',
    roundTrip.replace('return=2026-07-08', 'return=2026-06-20'),
    'return_not_after_departure',
  ],
  ['an impossible return date', roundTrip.replace('return=2026-07-08', 'return=2026-13-01'), 'malformed'],
  ['an unknown airport', oneWay.replace('to=LHR', 'to=XXX'), 'unknown_airport'],
  ['a blacklisted airport', oneWay.replace('to=LHR', 'to=AUH'), 'unknown_airport'],
  ['a two-letter airport code', oneWay.replace('from=DXB', 'from=DX'), 'malformed'],
  ['an airport code with a digit', oneWay.replace('from=DXB', 'from=DX1'), 'malformed'],
  ['the same origin and destination', oneWay.replace('to=LHR', 'to=DXB'), 'same_airport'],
  ['an unknown airline', `${oneWay}&airline=ZZ`, 'unknown_airline'],
  ['a three-letter airline code', `${oneWay}&airline=EKA`, 'malformed'],
  ['an empty airline', `${oneWay}&airline=`, 'missing'],
  ['a capitalised cabin', oneWay.replace('cabin=economy', 'cabin=Economy'), 'invalid_cabin'],
  ['an unknown cabin', oneWay.replace('cabin=economy', 'cabin=coach'), 'invalid_cabin'],
  ['the cabin as a number', oneWay.replace('cabin=economy', 'cabin=1'), 'invalid_cabin'],
  [
    'multicity dates going back',
    multi.replace('depart3=2026-07-09', 'depart3=2026-07-03'),
    'dates_out_of_order',
  ],
  ['a multicity leg in the past', multi.replace('depart1=2026-07-01', 'depart1=2026-06-01'), 'past_date'],
  ['an unknown sort', `${oneWay}&sort=price`, 'invalid_filter'],
  ['three stops', `${oneWay}&stops=3`, 'invalid_filter'],
  ['a repeated stop', `${oneWay}&stops=0,0`, 'invalid_filter'],
  ['an empty item in stops', `${oneWay}&stops=0,`, 'invalid_filter'],
  ['an unknown fare type', `${oneWay}&refundable=yes`, 'invalid_filter'],
  ['a lowest price above the highest', `${oneWay}&minPrice=900&maxPrice=100`, 'invalid_filter'],
  ['a price that is not a number', `${oneWay}&maxPrice=cheap`, 'invalid_filter'],
  ['a reversed time window', `${oneWay}&depTime=12-6`, 'invalid_filter'],
  ['a time window past midnight', `${oneWay}&arrTime=6-25`, 'invalid_filter'],
  ['a malformed airline filter', `${oneWay}&airlines=E`, 'invalid_filter'],
];

describe('validateSearchUrl', () => {
  it('has a table of at least 40 URLs', () => expect(table.length).toBeGreaterThanOrEqual(40));

  it.each(table)('%s', (_what, query, expected) => {
    const result = validateSearchUrl(query, context);
    expect(result.ok ? 'ok' : result.reason).toBe(expected);
  });

  it('reads a one-way search, upper-casing the codes', () => {
    const result = validateSearchUrl(oneWay.replace('from=DXB', 'from=dxb') + '&airline=ek', context);
    expect(result).toEqual({
      ok: true,
      search: {
        tripType: 'oneway',
        legs: [{ from: 'DXB', to: 'LHR', date: '2026-07-01' }],
        adults: 1,
        children: 0,
        infants: 0,
        cabin: 'economy',
        airline: 'EK',
      },
      view: expect.objectContaining({ sort: 'cheapest' }),
    });
  });

  it('makes the return leg of a round trip from the outbound one', () => {
    const result = validateSearchUrl(roundTrip, context);
    expect(result.ok && result.search.legs).toEqual([
      { from: 'DXB', to: 'LHR', date: '2026-07-01' },
      { from: 'LHR', to: 'DXB', date: '2026-07-08' },
    ]);
  });

  it('reads the sort and filters', () => {
    const result = validateSearchUrl(
      `${oneWay}&sort=earliest&stops=2,0&airlines=qr,EK&depTime=6-12`,
      context,
    );
    expect(result.ok && result.view).toEqual({
      sort: 'earliest',
      filters: {
        stops: [0, 2],
        refundable: null,
        airlines: ['EK', 'QR'],
        minPrice: null,
        maxPrice: null,
        depTime: [6, 12],
        arrTime: null,
      },
    });
  });

  it('accepts a well-formed airline code when the airline list is not available', () => {
    const withoutList = { ...context, isKnownAirline: () => null };
    expect(validateSearchUrl(`${oneWay}&airline=ZZ`, withoutList).ok).toBe(true);
    expect(validateSearchUrl(`${oneWay}&airline=Z`, withoutList).ok).toBe(false);
  });

  it('names the parameter at fault', () => {
    expect(validateSearchUrl(`${oneWay}&adults=2`, context)).toEqual({
      ok: false,
      reason: 'duplicate',
      param: 'adults',
    });
    expect(validateSearchUrl(oneWay.replace('to=LHR', 'to=XXX'), context)).toEqual({
      ok: false,
      reason: 'unknown_airport',
      param: 'to',
    });
  });

  it('takes URLSearchParams as well as a string', () => {
    expect(validateSearchUrl(new URLSearchParams(multi), context).ok).toBe(true);
  });
});
