import { describe, expect, it } from 'vitest';
import {
  changeCount,
  decrementBlocker,
  incrementBlocker,
  travellerProblems,
  type PassengerKind,
  type Travellers,
} from './travellers';

const t = (adults: number, children: number, infants: number): Travellers => ({ adults, children, infants });

describe('traveller rules', () => {
  it.each<[string, Travellers, string[]]>([
    ['the default of one adult', t(1, 0, 0), []],
    ['9 adults', t(9, 0, 0), []],
    ['3 of each', t(3, 3, 3), []],
    ['as many infants as adults', t(4, 1, 4), []],
    ['no adult', t(0, 1, 0), ['min_adults']],
    ['10 adults', t(10, 0, 0), ['max_kind', 'max_total']],
    ['10 children', t(1, 10, 0), ['max_kind', 'max_total']],
    ['10 travellers', t(4, 4, 2), ['max_total']],
    ['more infants than adults', t(1, 0, 2), ['infants_per_adult']],
    ['a negative count', t(1, -1, 0), ['min_zero']],
    ['a fractional count', t(1.5, 0, 0), ['min_zero']],
  ])('%s', (_what, counts, problems) => {
    expect(travellerProblems(counts)).toEqual(problems);
  });

  it.each<[string, Travellers, PassengerKind, string | null]>([
    ['adds an adult', t(1, 0, 0), 'adults', null],
    ['adds a child', t(1, 0, 0), 'children', null],
    ['adds an infant with a free lap', t(1, 0, 0), 'infants', null],
    ['no infant without a free lap', t(1, 0, 1), 'infants', 'infants_per_adult'],
    ['no 10th adult', t(9, 0, 0), 'adults', 'max_kind'],
    ['no 10th traveller', t(5, 4, 0), 'adults', 'max_total'],
    ['no 10th traveller as a child', t(5, 2, 2), 'children', 'max_total'],
  ])('increment: %s', (_what, counts, kind, blocker) => {
    expect(incrementBlocker(counts, kind)).toBe(blocker);
  });

  it.each<[string, Travellers, PassengerKind, string | null]>([
    ['keeps the last adult', t(1, 0, 0), 'adults', 'min_adults'],
    ['keeps an adult per infant', t(2, 0, 2), 'adults', 'infants_per_adult'],
    ['drops an adult when laps are free', t(3, 0, 2), 'adults', null],
    ['no child below zero', t(1, 0, 0), 'children', 'min_zero'],
    ['drops an infant', t(1, 0, 1), 'infants', null],
  ])('decrement: %s', (_what, counts, kind, blocker) => {
    expect(decrementBlocker(counts, kind)).toBe(blocker);
  });

  it('changes a count only when the rules allow it', () => {
    expect(changeCount(t(1, 0, 0), 'adults', 1)).toEqual(t(2, 0, 0));
    expect(changeCount(t(1, 0, 1), 'infants', 1)).toEqual(t(1, 0, 1));
    expect(changeCount(t(1, 0, 0), 'adults', -1)).toEqual(t(1, 0, 0));
  });
});
