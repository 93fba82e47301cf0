import { describe, expect, it } from 'vitest';
import { searchDraftFromUrl } from './searchDraft';
import type { SearchUrlContext } from './validateSearchUrl';

const airports = new Set(['DXB', 'LHR', 'CDG']);
const context: SearchUrlContext = {
  today: '2026-06-15',
  isKnownAirport: (code) => airports.has(code),
  isKnownAirline: (code) => code === 'EK',
};
const draft = (query: string) => searchDraftFromUrl(new URLSearchParams(query), context);

describe('searchDraftFromUrl', () => {
  it('keeps everything valid and drops an unknown airport', () => {
    expect(
      draft(
        'type=roundtrip&from=dxb&to=XYZ&depart=2026-07-01&return=2026-07-08&adults=2&children=1&infants=1&cabin=business&airline=ek',
      ),
    ).toEqual({
      tripType: 'roundtrip',
      legs: [{ from: 'DXB', to: null, date: '2026-07-01' }],
      returnDate: '2026-07-08',
      travellers: { adults: 2, children: 1, infants: 1 },
      cabin: 'business',
      airline: 'EK',
    });
  });

  it('drops a past date, a date too far ahead and travellers that break a rule', () => {
    const result = draft(
      'type=oneway&from=DXB&to=LHR&depart=2020-01-01&adults=1&children=0&infants=2&cabin=coach',
    );
    expect(result.legs).toEqual([{ from: 'DXB', to: 'LHR', date: null }]);
    expect(result.travellers).toBeNull();
    expect(result.cabin).toBeNull();
    expect(draft('type=oneway&from=DXB&to=LHR&depart=2027-06-16').legs[0]?.date).toBeNull();
  });

  it('drops the destination when it repeats the origin, and a return not after the departure', () => {
    const result = draft('type=roundtrip&from=DXB&to=DXB&depart=2026-07-01&return=2026-07-01');
    expect(result.legs[0]).toEqual({ from: 'DXB', to: null, date: '2026-07-01' });
    expect(result.returnDate).toBeNull();
  });

  it('reads the three multicity legs; an unknown trip type starts as one way', () => {
    const result = draft(
      'type=multicity&from1=DXB&to1=LHR&depart1=2026-07-01&from2=LHR&to2=CDG&depart2=2026-06-20&from3=CDG&to3=DXB&depart3=2026-07-09',
    );
    expect(result.legs.map((leg) => leg.date)).toEqual(['2026-07-01', null, '2026-07-09']);
    expect(draft('type=OneWay&from=DXB').tripType).toBe('oneway');
  });
});
