import { describe, expect, it } from 'vitest';
import { daysBetween, detailsHref, todayInVienna, validateDetailsUrl } from './detailsUrl';

const TODAY = '2026-11-25';
const check = (query: string) => validateDetailsUrl(new URLSearchParams(query), TODAY);
const good = 'hotelId=120034&checkIn=2026-12-01&checkOut=2026-12-03';

describe('validateDetailsUrl', () => {
  it.each([
    [`${good}&room=2`, [{ adults: 2, childAges: [] }]],
    [
      `${good}&room=2&room=1-7`,
      [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [7] },
      ],
    ],
    [
      `hotelId=10001&checkIn=2026-11-25&checkOut=2026-11-26&room=6-0-17-4-9`,
      [{ adults: 6, childAges: [0, 17, 4, 9] }],
    ],
  ])('takes %s', (query, rooms) => {
    const result = check(query);
    expect(result.ok && result.query.rooms).toEqual(rooms);
  });

  it('keeps the stay as the API wants it', () => {
    expect(check(`${good}&room=2`)).toEqual({
      ok: true,
      query: {
        hotelId: 120034,
        checkIn: '2026-12-01',
        checkOut: '2026-12-03',
        rooms: [{ adults: 2, childAges: [] }],
      },
    });
  });

  it.each([
    ['checkIn=2026-12-01&checkOut=2026-12-03&room=2', 'missing', 'hotelId'],
    ['hotelId=120034&checkOut=2026-12-03&room=2', 'missing', 'checkIn'],
    [good, 'missing', 'room'],
    [`${good}&room=2&sort=price`, 'excess', 'sort'],
    [`${good}&room=2&hotelId=120035`, 'duplicate', 'hotelId'],
    [`hotelId=abc&checkIn=2026-12-01&checkOut=2026-12-03&room=2`, 'malformed', 'hotelId'],
    [`hotelId=0120034&checkIn=2026-12-01&checkOut=2026-12-03&room=2`, 'malformed', 'hotelId'],
    [`hotelId=12&checkIn=2026-12-01&checkOut=2026-12-03&room=2`, 'malformed', 'hotelId'],
    [`hotelId=120034&checkIn=2026-02-30&checkOut=2026-12-03&room=2`, 'malformed', 'checkIn'],
    [`hotelId=120034&checkIn=2026-12-01&checkOut=3.12.2026&room=2`, 'malformed', 'checkOut'],
    [`hotelId=120034&checkIn=2026-11-24&checkOut=2026-12-03&room=2`, 'past_date', 'checkIn'],
    [`hotelId=120034&checkIn=2027-11-26&checkOut=2027-11-28&room=2`, 'date_too_far', 'checkIn'],
    [
      `hotelId=120034&checkIn=2026-12-01&checkOut=2026-12-01&room=2`,
      'checkout_not_after_checkin',
      'checkOut',
    ],
    [
      `hotelId=120034&checkIn=2026-12-03&checkOut=2026-12-01&room=2`,
      'checkout_not_after_checkin',
      'checkOut',
    ],
    [`hotelId=120034&checkIn=2026-12-01&checkOut=2027-01-01&room=2`, 'too_many_nights', 'checkOut'],
    [`${good}${'&room=1'.repeat(9)}`, 'too_many_rooms', 'room'],
    [`${good}&room=0`, 'room_no_adult', 'room'],
    [`${good}&room=7`, 'room_too_many_adults', 'room'],
    [`${good}&room=2-1-2-3-4-5`, 'room_too_many_children', 'room'],
    [`${good}&room=2-18`, 'room_child_age', 'room'],
    [`${good}&room=2-`, 'room_format', 'room'],
    [`${good}&room=two`, 'room_format', 'room'],
  ])('refuses %s: %s of %s', (query, reason, param) => {
    const result = check(query);
    expect(result.ok ? null : result.problem).toMatchObject({ reason, param });
  });

  it('takes exactly 30 nights and a check-in 365 days ahead', () => {
    expect(check(`hotelId=120034&checkIn=2026-12-01&checkOut=2026-12-31&room=2`).ok).toBe(true);
    expect(check(`hotelId=120034&checkIn=2027-11-25&checkOut=2027-11-26&room=2`).ok).toBe(true);
  });
});

describe('details URL helpers', () => {
  it('writes the address the validator reads back', () => {
    const query = {
      hotelId: 120034,
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      rooms: [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [7, 3] },
      ],
    };
    const href = detailsHref(query);
    expect(href).toBe(
      '/hotels/details?hotelId=120034&checkIn=2026-12-01&checkOut=2026-12-03&room=2&room=1-7-3',
    );
    expect(validateDetailsUrl(new URLSearchParams(href.split('?')[1]), TODAY)).toEqual({ ok: true, query });
  });

  it("counts days and knows Vienna's today", () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(todayInVienna(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(todayInVienna(new Date('2026-11-25T22:30:00Z'))).toBe('2026-11-25');
  });
});
