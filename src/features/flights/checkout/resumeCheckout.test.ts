import { describe, expect, it } from 'vitest';
import type { BookingAttemptStatus } from './bookingApi';
import { RESUME_SETTLE_MS, needsResume, resumeStep, type SentRequests } from './resumeCheckout';

const NOW = Date.parse('2026-06-01T10:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

function aStatusBooking(overrides: Partial<NonNullable<BookingAttemptStatus['booking']>> = {}) {
  return {
    bookingId: 'b-1',
    reference: 'K7QM2X',
    status: 2,
    statusName: 'Pending',
    amount: 500,
    currency: 'USD',
    accessToken: 'access',
    paid: false,
    ...overrides,
  };
}

const nothingSent: SentRequests = { bookingSentAt: null, payment: null };
const cardSent = (ms: number): SentRequests => ({
  bookingSentAt: null,
  payment: { key: 'pay-key-1', method: 2, sentAt: ago(ms) },
});

describe('resumeStep', () => {
  it('lets the form be sent again when the key never made a booking', () => {
    expect(
      resumeStep({ booking: null, payment: null }, { bookingSentAt: ago(60_000), payment: null }, NOW),
    ).toEqual({
      kind: 'not_booked',
    });
    expect(resumeStep({ booking: null, payment: null }, nothingSent, NOW).kind).toBe('not_booked');
  });

  it('keeps checking while a booking request sent a moment ago may still arrive', () => {
    const sent = { bookingSentAt: ago(1_000), payment: null };
    expect(resumeStep({ booking: null, payment: null }, sent, NOW)).toEqual({ kind: 'checking' });
    expect(resumeStep({ booking: null, payment: null }, sent, NOW + RESUME_SETTLE_MS).kind).toBe(
      'not_booked',
    );
  });

  it('goes to the confirmation once the booking is paid, confirmed or refused by the airline after payment', () => {
    for (const booking of [
      aStatusBooking({ status: 1, paid: true }),
      aStatusBooking({ status: 4, paid: true }),
      aStatusBooking({ status: 5, paid: true }),
    ]) {
      expect(resumeStep({ booking, payment: null }, cardSent(500), NOW)).toMatchObject({
        kind: 'paid',
        booking,
      });
    }
  });

  it('says a booking cancelled or failed without payment can no longer be paid', () => {
    expect(resumeStep({ booking: aStatusBooking({ status: 3 }), payment: null }, nothingSent, NOW).kind).toBe(
      'closed',
    );
    expect(resumeStep({ booking: aStatusBooking({ status: 5 }), payment: null }, nothingSent, NOW).kind).toBe(
      'closed',
    );
  });

  it('shows what a refused payment came to, to pay again', () => {
    const refused = (status: 'FAILED' | 'CANCELLED', message: string) =>
      resumeStep(
        { booking: aStatusBooking(), payment: { paymentId: 'p-1', status, method: 2, message } },
        cardSent(60_000),
        NOW,
      );
    expect(refused('FAILED', 'This card is not valid, please enter another card')).toMatchObject({
      kind: 'pay',
      outcome: { kind: 'declined' },
      lost: null,
    });
    expect(refused('FAILED', 'Payment failed')).toMatchObject({ outcome: { kind: 'failed' } });
    expect(refused('CANCELLED', 'Payment has been Cancelled')).toMatchObject({
      outcome: { kind: 'cancelled' },
    });
    expect(refused('FAILED', 'Insufficient wallet balance')).toMatchObject({
      outcome: { kind: 'wallet_insufficient' },
    });
  });

  it('keeps checking while a payment sent a moment ago has left no trace, then asks to pay again', () => {
    const pending = { booking: aStatusBooking(), payment: null };
    expect(resumeStep(pending, cardSent(2_000), NOW)).toEqual({ kind: 'checking' });
    expect(resumeStep(pending, cardSent(RESUME_SETTLE_MS + 1), NOW)).toMatchObject({
      kind: 'pay',
      outcome: null,
      lost: 'card',
    });
    const upi: SentRequests = { bookingSentAt: null, payment: { key: 'k', method: 3, sentAt: ago(60_000) } };
    expect(resumeStep(pending, upi, NOW)).toMatchObject({ kind: 'pay', lost: 'other' });
  });

  it('keeps checking while the API is still processing the booking or writing a payment', () => {
    expect(resumeStep({ booking: aStatusBooking({ status: 6 }), payment: null }, nothingSent, NOW).kind).toBe(
      'checking',
    );
    const succeeded = {
      paymentId: 'p',
      status: 'SUCCEEDED' as const,
      method: 2,
      message: 'Payment successful',
    };
    expect(resumeStep({ booking: aStatusBooking(), payment: succeeded }, cardSent(500), NOW).kind).toBe(
      'checking',
    );
  });

  it('offers payment of a held booking when no payment was in flight', () => {
    expect(resumeStep({ booking: aStatusBooking(), payment: null }, nothingSent, NOW)).toMatchObject({
      kind: 'pay',
      outcome: null,
      lost: null,
    });
  });
});

describe('needsResume', () => {
  it('asks the API only when a booking request was unanswered or a booking is held', () => {
    const base = { attemptKey: 'k', bookingSentAt: null, payment: null, bookingHeld: false };
    expect(needsResume(base)).toBe(false);
    expect(needsResume({ ...base, bookingSentAt: ago(1) })).toBe(true);
    expect(needsResume({ ...base, bookingHeld: true })).toBe(true);
    expect(needsResume({ ...base, attemptKey: null, bookingHeld: true })).toBe(false);
  });
});
