import { describe, expect, it } from 'vitest';
import { NAME_PATTERN, PASSPORT_PATTERN } from '../../lib/traveller-fields';
import { aChild, aTraveller, anInfant } from '../../test-support/bookings';
import { ageOn, lastTravelDate, travellerIssues } from './traveller-rules';

const TODAY = '2026-11-21';
const TRAVEL = '2026-12-08';
const one = { adults: 1, children: 0, infants: 0 };
const family = { adults: 1, children: 1, infants: 1 };

describe('ageOn', () => {
  it.each([
    ['2014-12-08', '2026-12-08', 12],
    ['2014-12-09', '2026-12-08', 11],
    ['2024-12-08', '2026-12-08', 2],
    ['2024-12-09', '2026-12-08', 1],
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
  ])('born %s is %i… on %s', (born, day, age) => expect(ageOn(born, day)).toBe(age));
});

it('takes the arrival day of the last leg as the travel date', () => {
  expect(lastTravelDate([{ arrival: '2026-12-01T23:10' }, { arrival: '2026-12-09T01:30' }])).toBe(
    '2026-12-09',
  );
});

describe('travellerIssues', () => {
  const issues = (travellers: Parameters<typeof travellerIssues>[0], passengers = one) =>
    travellerIssues(travellers, passengers, TRAVEL, TODAY).map((issue) => issue.path.join('.'));

  it.each([
    ['an adult of 12 on the travel date', [aTraveller({ dateOfBirth: '2014-12-08' })], one, []],
    [
      'an adult of 11 on the travel date',
      [aTraveller({ dateOfBirth: '2014-12-09' })],
      one,
      ['travellers.0.dateOfBirth'],
    ],
    ['a family of the right ages', [aTraveller(), aChild(), anInfant()], family, []],
    [
      'a child of 12',
      [aTraveller(), aChild({ dateOfBirth: '2014-01-01' }), anInfant()],
      family,
      ['travellers.1.dateOfBirth'],
    ],
    [
      'a child of 1',
      [aTraveller(), aChild({ dateOfBirth: '2025-01-01' }), anInfant()],
      family,
      ['travellers.1.dateOfBirth'],
    ],
    [
      'an infant who turns 2 before the return',
      [aTraveller(), aChild(), anInfant({ dateOfBirth: '2024-12-01' })],
      family,
      ['travellers.2.dateOfBirth'],
    ],
    [
      'an infant born yesterday',
      [aTraveller(), aChild(), anInfant({ dateOfBirth: '2026-11-20' })],
      family,
      [],
    ],
    [
      'a birth date tomorrow',
      [aTraveller(), aChild(), anInfant({ dateOfBirth: '2026-11-22' })],
      family,
      ['travellers.2.dateOfBirth'],
    ],
    [
      'a passport expired yesterday',
      [aTraveller({ expiryDate: '2026-11-20' })],
      one,
      ['travellers.0.expiryDate'],
    ],
    [
      'a passport expiring before travel',
      [aTraveller({ expiryDate: '2026-12-07' })],
      one,
      ['travellers.0.expiryDate'],
    ],
    ['a passport expiring on the travel date', [aTraveller({ expiryDate: TRAVEL })], one, []],
    ['two adults for one seat', [aTraveller(), aTraveller()], one, ['travellers']],
    ['a child instead of an infant', [aTraveller(), aChild(), aChild()], family, ['travellers']],
  ] as const)('%s', (_, travellers, passengers, expected) => {
    expect(issues([...travellers], passengers)).toEqual(expected);
  });
});

describe('patterns', () => {
  it.each(['Sara', 'Anne-Marie', "O'Neil", 'O’Neil', 'Van Dyke', 'نورة', 'José', 'Zoë'])(
    'accepts the name %s',
    (name) => expect(NAME_PATTERN.test(name)).toBe(true),
  );
  it.each(['', 'S4ra', 'Sara  Haddad', '-Sara', 'Sara!', ' Sara'])('refuses the name "%s"', (name) =>
    expect(NAME_PATTERN.test(name)).toBe(false),
  );
  it.each(['N1234567', 'a12345', '123456789', 'AB1234CD'])('accepts the passport %s', (value) =>
    expect(PASSPORT_PATTERN.test(value)).toBe(true),
  );
  it.each(['ABCDEFG', 'A1234', '1234567890', 'N123 456', 'N12-3456'])('refuses the passport %s', (value) =>
    expect(PASSPORT_PATTERN.test(value)).toBe(false),
  );
});
