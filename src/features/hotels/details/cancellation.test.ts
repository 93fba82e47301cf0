import { describe, expect, it } from 'vitest';
import { cancellationState, formatDeadline, instantOf } from './cancellation';

describe('formatDeadline', () => {
  it("shows the hotel's wall-clock time, not the device's", () => {
    // Dubai, +04:00: 23:59 on the 28th there is 19:59 UTC.
    expect(formatDeadline('2026-11-28T23:59:00+04:00', 'Asia/Dubai', 'en-GB')?.when).toBe(
      '28 Nov 2026, 23:59',
    );
    // The same instant for a hotel in London is still the 28th, at 19:59.
    expect(formatDeadline('2026-11-28T19:59:00Z', 'Europe/London', 'en-GB')?.when).toBe('28 Nov 2026, 19:59');
  });

  it('keeps the hotel day where the instant falls on another day in UTC', () => {
    // 00:30 on 1 Dec in Riyadh is 21:30 on 30 Nov in UTC: the hotel's day is what counts.
    expect(formatDeadline('2026-12-01T00:30:00+03:00', 'Asia/Riyadh', 'en-GB')?.when).toBe(
      '1 Dec 2026, 00:30',
    );
    // 23:00 on 30 Nov in New York is 04:00 on 1 Dec in UTC.
    expect(formatDeadline('2026-11-30T23:00:00-05:00', 'America/New_York', 'en-GB')?.when).toBe(
      '30 Nov 2026, 23:00',
    );
  });

  it("follows the hotel's summer time", () => {
    expect(formatDeadline('2026-07-10T18:00:00+01:00', 'Europe/London', 'en-GB')?.when).toBe(
      '10 Jul 2026, 18:00',
    );
  });

  it('names the zone in the page language', () => {
    const en = formatDeadline('2026-11-28T23:59:00+04:00', 'Asia/Dubai', 'en');
    const ar = formatDeadline('2026-11-28T23:59:00+04:00', 'Asia/Dubai', 'ar');
    expect(en?.zone).toMatch(/Gulf|GMT\+4/);
    expect(ar?.zone).not.toBe(en?.zone);
    // Latin digits in Arabic too, as the rest of the site writes numbers.
    expect(ar?.when).toMatch(/28/);
    expect(ar?.when).toMatch(/23:59/);
  });

  it("falls back to the deadline's own offset for a zone the runtime does not know", () => {
    expect(formatDeadline('2026-11-28T23:59:00+04:00', 'Mars/Olympus', 'en-GB')?.when).toBe(
      '28 Nov 2026, 23:59',
    );
    expect(formatDeadline('2026-11-28T10:00:00-03:00', 'Nowhere', 'en-GB')?.when).toBe('28 Nov 2026, 10:00');
  });

  it('refuses what is not a time with an offset', () => {
    expect(formatDeadline('2026-11-28T23:59:00', 'Asia/Dubai', 'en')).toBeNull();
    expect(formatDeadline('28/11/2026', 'Asia/Dubai', 'en')).toBeNull();
    expect(instantOf('2026-13-45T99:99:00Z')).toBeNull();
  });
});

describe('cancellationState', () => {
  const rate = (refundable: boolean, freeUntil: string | null) => ({
    refundable,
    cancellation: freeUntil ? { freeUntil, penalty: 210.5, penaltyText: 'One night' } : null,
  });

  it('is free until a deadline still ahead', () => {
    const now = new Date('2026-11-28T19:58:00Z');
    expect(cancellationState(rate(true, '2026-11-28T23:59:00+04:00'), now)).toEqual({
      kind: 'free_until',
      deadline: '2026-11-28T23:59:00+04:00',
      penalty: 210.5,
    });
  });

  it('costs the penalty once the deadline passed, by the instant and not the wall clock', () => {
    // 20:00 UTC is after 23:59 in Dubai (19:59 UTC), though 20:00 < 23:59 on a clock.
    const now = new Date('2026-11-28T20:00:00Z');
    expect(cancellationState(rate(true, '2026-11-28T23:59:00+04:00'), now)).toEqual({
      kind: 'penalty_only',
      penalty: 210.5,
    });
  });

  it('is non-refundable without a refundable policy', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    expect(cancellationState(rate(false, '2026-11-28T23:59:00+04:00'), now)).toEqual({
      kind: 'non_refundable',
    });
    expect(cancellationState(rate(true, null), now)).toEqual({ kind: 'non_refundable' });
  });
});
