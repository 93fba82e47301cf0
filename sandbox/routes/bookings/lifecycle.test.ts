import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS, REFUND_STATUS, type BookingStatus } from '../../db/schema';
import type { BookingRow } from '../../lib/booking-access';
import { aTraveller } from '../../test-support/bookings';
import {
  REFUND_SETTLE_MINUTES,
  hotelRefundQuote,
  isDueForCompletion,
  refundQuote,
  settledRefundStatus,
  tabOf,
} from './lifecycle';

/** A booking flying out on the 10th and back on the 17th (local days). */
function aBooking(status: BookingStatus, refundable = true, amount = '100.000', currency = 'USD') {
  return {
    status,
    amount,
    currency,
    travellers: [aTraveller()],
    fare: {
      routingId: 'r',
      tripType: 'Roundtrip',
      cabin: 1,
      passengers: { adults: 1, children: 0, infants: 0 },
      offer: {
        offerId: 'o',
        refundable,
        legs: [
          { departure: '2026-12-10T23:30', arrival: '2026-12-11T06:10' },
          { departure: '2026-12-17T08:00', arrival: '2026-12-17T12:00' },
        ],
      },
    },
  } as unknown as BookingRow;
}

describe('tabs and completion', () => {
  it('lists Confirmed, Pending and InProcess under Upcoming until the last travel day', () => {
    for (const status of [1, 2, 6] as BookingStatus[]) {
      expect(tabOf(aBooking(status), '2026-12-17')).toBe('upcoming');
      expect(tabOf(aBooking(status), '2026-12-18')).toBeNull();
    }
    expect(tabOf(aBooking(BOOKING_STATUS.Cancelled), '2026-12-01')).toBe('cancelled');
    // Asked to cancel, waiting for the supplier: under Cancelled, before and after the travel days.
    expect(tabOf(aBooking(BOOKING_STATUS.CancelRequested), '2026-12-01')).toBe('cancelled');
    expect(tabOf(aBooking(BOOKING_STATUS.CancelRequested), '2026-12-18')).toBe('cancelled');
    expect(tabOf(aBooking(BOOKING_STATUS.Completed), '2026-12-01')).toBe('completed');
    expect(tabOf(aBooking(BOOKING_STATUS.Failed), '2026-12-01')).toBe('failed');
  });

  it('completes a Confirmed booking on the day after its last arrival, and nothing else', () => {
    expect(isDueForCompletion(aBooking(BOOKING_STATUS.Confirmed), '2026-12-17')).toBe(false);
    expect(isDueForCompletion(aBooking(BOOKING_STATUS.Confirmed), '2026-12-18')).toBe(true);
    expect(isDueForCompletion(aBooking(BOOKING_STATUS.Pending), '2026-12-18')).toBe(false);
    expect(isDueForCompletion(aBooking(BOOKING_STATUS.Cancelled), '2026-12-18')).toBe(false);
  });
});

describe('refundQuote', () => {
  it('keeps a 10 % fee of a refundable fare, rounded to the currency’s decimals', () => {
    expect(refundQuote(aBooking(1, true, '123.457', 'KWD'), '2026-12-01', 3)).toMatchObject({
      cancellable: true,
      refundable: true,
      reason: null,
      cancellationFee: 12.346,
      refundAmount: 111.111,
      currency: 'KWD',
    });
    expect(refundQuote(aBooking(1, true, '99.99'), '2026-12-01', 2)).toMatchObject({
      cancellationFee: 10,
      refundAmount: 89.99,
    });
  });

  it('gives nothing back for a non-refundable fare, and says so', () => {
    expect(refundQuote(aBooking(1, false), '2026-12-01', 2)).toMatchObject({
      cancellable: true,
      refundable: false,
      reason: 'NON_REFUNDABLE',
      refundAmount: 0,
    });
  });

  it('refuses from the departure day on, and for every status but Confirmed', () => {
    expect(refundQuote(aBooking(1), '2026-12-09', 2).cancellable).toBe(true);
    expect(refundQuote(aBooking(1), '2026-12-10', 2)).toMatchObject({
      cancellable: false,
      reason: 'DEPARTED',
    });
    const reasons = [2, 3, 4, 5, 6, 7].map(
      (status) => refundQuote(aBooking(status as BookingStatus), '2026-12-01', 2).reason,
    );
    expect(reasons).toEqual([
      'NOT_CONFIRMED',
      'ALREADY_CANCELLED',
      'COMPLETED',
      'FAILED',
      'NOT_CONFIRMED',
      'ALREADY_CANCELLED',
    ]);
  });
});

describe('settledRefundStatus', () => {
  const at = new Date('2026-12-01T10:00:00Z');
  const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
  it('keeps a refund Pending for the settling time, then Refunded (or Failed for the test traveller)', () => {
    const refund = { status: REFUND_STATUS.Pending, createdAt: at };
    expect(settledRefundStatus(refund, aBooking(3), later(REFUND_SETTLE_MINUTES - 1))).toBeNull();
    expect(settledRefundStatus(refund, aBooking(3), later(REFUND_SETTLE_MINUTES))).toBe(
      REFUND_STATUS.Refunded,
    );
    // A configured settling time (SANDBOX_REFUND_SETTLE_SECONDS) replaces the ten minutes.
    const fortyFiveSeconds = new Date(at.getTime() + 45_000);
    expect(settledRefundStatus(refund, aBooking(3), new Date(at.getTime() + 44_000), 45_000)).toBeNull();
    expect(settledRefundStatus(refund, aBooking(3), fortyFiveSeconds, 45_000)).toBe(REFUND_STATUS.Refunded);
    const refused = { ...aBooking(3), travellers: [aTraveller({ lastName: 'FAILREFUND' })] } as BookingRow;
    expect(settledRefundStatus(refund, refused, later(60))).toBe(REFUND_STATUS.Failed);
    expect(
      settledRefundStatus({ status: REFUND_STATUS.Refunded, createdAt: at }, aBooking(3), later(60)),
    ).toBeNull();
  });
});

/** A 3-night stay from the 10th: a refundable room (free until the 7th, 23:59 Dubai) and maybe a non-refundable one. */
function aHotelBooking(status: BookingStatus, withNonRefundable = false) {
  const free = {
    total: 300,
    refundable: true,
    cancellation: { freeUntil: '2026-12-07T23:59:00+04:00', penalty: 100 },
  };
  const kept = { total: 200, refundable: false, cancellation: null };
  const rooms = withNonRefundable ? [free, kept] : [free];
  return {
    status,
    amount: withNonRefundable ? '500.000' : '300.000',
    currency: 'USD',
    fare: null,
    travellers: null,
    stay: {
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      guests: [{ firstName: 'Sara', lastName: 'Failrefund' }],
      en: { rooms, total: 0 },
      ar: { rooms, total: 0 },
    },
  } as unknown as BookingRow;
}

describe('hotel bookings', () => {
  const beforeDeadline = new Date('2026-12-07T19:58:00Z');
  const afterDeadline = new Date('2026-12-07T20:00:00Z');

  it('are upcoming until the check-out day and completed after it', () => {
    expect(tabOf(aHotelBooking(1), '2026-12-13')).toBe('upcoming');
    expect(isDueForCompletion(aHotelBooking(1), '2026-12-13')).toBe(false);
    expect(isDueForCompletion(aHotelBooking(1), '2026-12-14')).toBe(true);
  });

  it('cost nothing to cancel before the deadline and the penalty after it', () => {
    expect(hotelRefundQuote(aHotelBooking(1), beforeDeadline, '2026-12-07', 2)).toMatchObject({
      cancellable: true,
      refundable: true,
      reason: null,
      cancellationFee: 0,
      refundAmount: 300,
      freeCancellationUntil: '2026-12-07T23:59:00+04:00',
    });
    expect(hotelRefundQuote(aHotelBooking(1), afterDeadline, '2026-12-07', 2)).toMatchObject({
      cancellable: true,
      cancellationFee: 100,
      refundAmount: 200,
    });
  });

  it('keep a non-refundable room whole, and refuse from the check-in day', () => {
    expect(hotelRefundQuote(aHotelBooking(1, true), beforeDeadline, '2026-12-07', 2)).toMatchObject({
      refundable: true,
      cancellationFee: 200,
      refundAmount: 300,
    });
    const { stay } = aHotelBooking(1);
    const allKept = {
      ...aHotelBooking(1),
      stay: { ...stay!, en: { rooms: [{ total: 300, refundable: false, cancellation: null }], total: 300 } },
    } as BookingRow;
    expect(hotelRefundQuote(allKept, beforeDeadline, '2026-12-07', 2)).toMatchObject({
      refundable: false,
      reason: 'NON_REFUNDABLE',
      message: 'This rate is non-refundable: cancelling it gives no money back',
      refundAmount: 0,
      freeCancellationUntil: null,
    });
    expect(
      hotelRefundQuote(aHotelBooking(1), new Date('2026-12-10T08:00:00Z'), '2026-12-10', 2),
    ).toMatchObject({ cancellable: false, reason: 'CHECKED_IN', refundAmount: 0 });
  });

  it('fail a refund for the lead guest named Failrefund', () => {
    const refund = { status: REFUND_STATUS.Pending, createdAt: new Date('2026-12-01T10:00:00Z') };
    expect(settledRefundStatus(refund, aHotelBooking(3), new Date('2026-12-01T11:00:00Z'))).toBe(
      REFUND_STATUS.Failed,
    );
  });
});
