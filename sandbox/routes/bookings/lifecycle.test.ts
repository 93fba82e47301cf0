import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS, REFUND_STATUS, type BookingStatus } from '../../db/schema';
import type { BookingRow } from '../../lib/booking-access';
import { aTraveller } from '../../test-support/bookings';
import {
  REFUND_SETTLE_MINUTES,
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
  it('lists Confirmed, Pending, InProcess and CancelRequested under Upcoming until the last travel day', () => {
    for (const status of [1, 2, 6, 7] as BookingStatus[]) {
      expect(tabOf(aBooking(status), '2026-12-17')).toBe('upcoming');
      expect(tabOf(aBooking(status), '2026-12-18')).toBeNull();
    }
    expect(tabOf(aBooking(BOOKING_STATUS.Cancelled), '2026-12-01')).toBe('cancelled');
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
    const refused = { ...aBooking(3), travellers: [aTraveller({ lastName: 'FAILREFUND' })] } as BookingRow;
    expect(settledRefundStatus(refund, refused, later(60))).toBe(REFUND_STATUS.Failed);
    expect(
      settledRefundStatus({ status: REFUND_STATUS.Refunded, createdAt: at }, aBooking(3), later(60)),
    ).toBeNull();
  });
});
