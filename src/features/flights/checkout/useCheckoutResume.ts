'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { saveBookingAccess } from '@/features/payment/bookingAccess';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { fetchLazyQuery } from '@/store/lazyEndpoints';
import { flightCheckoutSlice } from './flightCheckoutSlice';

const { bookingCreated, bookingRequestTracked, paymentAttemptSettled } = flightCheckoutSlice.actions;
import { RESUME_POLL_MS, needsResume, resumeStep, type ResumeStep } from './resumeCheckout';

/** The status call's endpoint comes when a resume asks, not with the checkout page. */
const bookingStatusEndpoint = () =>
  import('./flightBookingEndpoints').then(
    ({ flightBookingEndpoints }) => flightBookingEndpoints.endpoints.flightBookingStatus,
  );

export type ResumeState =
  | { phase: 'waiting' }
  /** Nothing was left in progress (or the check is over and its step applied). */
  | { phase: 'none' }
  | { phase: 'checking' }
  | { phase: 'failed' }
  | { phase: 'done'; step: ResumeStep };

/**
 * Once the persisted checkout is back (`ready`), asks the API where a booking attempt left in
 * progress stands and keeps asking while it is under way; then records what it learnt (the
 * booking, its access token for a guest) so the page can go on from there.
 */
export function useCheckoutResume(ready: boolean): { state: ResumeState; retry: () => void } {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const [asked, setAsked] = useState<ResumeState>({ phase: 'checking' });
  const [round, setRound] = useState(0);

  // What this tab had left in progress, read once when the persisted store is back.
  const left = useMemo(() => {
    if (!ready) return null;
    const { flightCheckout: checkout, session } = store.getState();
    const attempt = checkout.attempt;
    const sent = { bookingSentAt: attempt?.sentAt ?? null, payment: checkout.payment ?? null };
    const needed =
      Boolean(checkout.fare) &&
      needsResume({ ...sent, attemptKey: attempt?.key ?? null, bookingHeld: Boolean(checkout.booking) });
    return needed && attempt && checkout.fare
      ? {
          sent,
          key: attempt.key,
          offerId: checkout.fare.offerId,
          // As the attempt was sent: a guest who has logged in since is asked about as that guest.
          guestUserId:
            attempt.guestUserId !== undefined
              ? attempt.guestUserId
              : session.isLoggedIn
                ? null
                : session.guestUserId,
        }
      : null;
  }, [ready, store]);

  useEffect(() => {
    if (!left) return;
    let live = true;
    let timer: number | undefined;
    const ask = async () => {
      let step: ResumeStep;
      try {
        const status = await fetchLazyQuery(store, bookingStatusEndpoint, {
          idempotencyKey: left.key,
          guestUserId: left.guestUserId,
          paymentKey: left.sent.payment?.key ?? null,
        });
        step = resumeStep(status, left.sent, Date.now());
      } catch {
        if (live) setAsked({ phase: 'failed' });
        return;
      }
      if (!live) return;
      if (step.kind === 'checking') {
        setAsked({ phase: 'checking' });
        timer = window.setTimeout(() => void ask(), RESUME_POLL_MS);
        return;
      }
      if (step.kind === 'not_booked') dispatch(bookingRequestTracked(null));
      else {
        const { booking } = step;
        saveBookingAccess(booking.bookingId, booking.accessToken);
        dispatch(
          bookingCreated({
            bookingId: booking.bookingId,
            reference: booking.reference,
            amount: booking.amount,
            currency: booking.currency,
            offerId: left.offerId,
          }),
        );
        dispatch(paymentAttemptSettled());
      }
      setAsked({ phase: 'done', step });
    };
    void ask();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [store, dispatch, left, round]);

  const retry = useCallback(() => {
    setAsked({ phase: 'checking' });
    setRound((n) => n + 1);
  }, []);
  const state: ResumeState = !ready ? { phase: 'waiting' } : !left ? { phase: 'none' } : asked;
  return { state, retry };
}
