'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useAuthPopup } from '@/features/auth/useAuthPopup';
import { readBookingAccess } from '@/features/payment/bookingAccess';
import { MODULE_TYPE, type PayableBooking } from '@/features/payment/types';
import { Link, useRouter } from '@/i18n/navigation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectRehydrated } from '@/store/makeStore';
import { guestUserIdAssigned, selectGuestUserId, selectIsLoggedIn } from '@/store/sessionSlice';
import { todayIso } from '../dates';
import { flightsHref } from '../url/searchParams';
import { FareSummary } from './FareSummary';
import {
  checkoutCompleted,
  fareReleased,
  paymentAttemptSent,
  paymentAttemptSettled,
  selectCheckoutDraft,
  selectHeldBooking,
  selectHeldFare,
  selectPaymentAttempt,
} from './flightCheckoutSlice';
import { ResumeChecking } from './ResumeChecking';
import { emptyDraft, travellerSlots } from './travellerRules';
import { useCheckoutResume } from './useCheckoutResume';
import { useSaveTravellers } from './useSavedTravellers';
import type { BookResult } from './useFlightBooking';
import { isolate } from '@/lib/bidi';

// The form (formik, yup, the traveller fields) shows once the kept checkout is read back, and the
// payment step only after the booking is made: neither is in the page's first-load JavaScript.
// Both start loading as the page mounts, so they are normally in before they are needed.
const loadCheckoutForm = () => import('./CheckoutForm').then((m) => m.CheckoutForm);
const loadPaymentStep = () => import('@/features/payment/PaymentStep').then((m) => m.PaymentStep);
const CheckoutForm = dynamic(loadCheckoutForm, { ssr: false });
const PaymentStep = dynamic(loadPaymentStep, { ssr: false });

type Ending = null | 'expired' | 'unavailable' | 'leaving';

/** /flights/checkout: the held fare, the travellers' and contact form, then payment. */
export function FlightCheckout() {
  const t = useTranslations('Checkout');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectRehydrated);
  const fare = useAppSelector(selectHeldFare);
  const draft = useAppSelector(selectCheckoutDraft);
  const booking = useAppSelector(selectHeldBooking);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const guestUserId = useAppSelector(selectGuestUserId);
  const authPopup = useAuthPopup();
  const [ending, setEnding] = useState<Ending>(null);
  const [today] = useState(() => todayIso());
  const [openedAt] = useState(() => Date.now());
  const paymentAttempt = useAppSelector(selectPaymentAttempt);
  const resume = useCheckoutResume(rehydrated);
  const step = resume.state.phase === 'done' ? resume.state.step : null;

  useEffect(() => {
    // A failed preload is not an error yet: the part retries and reports when it is rendered.
    loadCheckoutForm().catch(() => undefined);
    loadPaymentStep().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (rehydrated && !isLoggedIn && !guestUserId) dispatch(guestUserIdAssigned(crypto.randomUUID()));
  }, [rehydrated, isLoggedIn, guestUserId, dispatch]);

  const initial = useMemo(() => {
    if (!fare) return null;
    // The calling code is filled in by ContactFields once the club's country list is in.
    const base = draft ?? emptyDraft(fare.search, '');
    return { ...base, travellers: travellerSlots(fare.search, base.travellers) };
    // The form starts once from what was kept; later keystrokes are its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fare?.offerId, rehydrated]);

  const payable = useMemo<PayableBooking | null>(
    () =>
      booking && fare && booking.offerId === fare.offerId
        ? {
            bookingId: booking.bookingId,
            moduleType: MODULE_TYPE.Flight,
            amount: booking.amount,
            currency: booking.currency,
            accessToken: isLoggedIn ? null : readBookingAccess(booking.bookingId),
          }
        : null,
    [booking, fare, isLoggedIn],
  );

  const onResult = useCallback((result: BookResult) => {
    if (result.kind === 'expired') setEnding('expired');
    else if (result.kind === 'unavailable') setEnding('unavailable');
  }, []);

  const saveTravellers = useSaveTravellers();
  const bookedTravellers = draft?.travellers;
  const leaveFor = useCallback(
    (bookingId: string) => {
      // The booking is paid: the travellers ticked for saving go to the account in the background.
      if (bookedTravellers) void saveTravellers(bookedTravellers);
      router.push(`/thankyou?booking=${encodeURIComponent(bookingId)}`);
      dispatch(checkoutCompleted());
    },
    [bookedTravellers, dispatch, router, saveTravellers],
  );
  const finish = useCallback(
    (bookingId: string) => {
      setEnding('leaving');
      leaveFor(bookingId);
    },
    [leaveFor],
  );
  const onPaid = useCallback(() => booking && finish(booking.bookingId), [booking, finish]);
  const onExpired = useCallback(() => setEnding('expired'), []);
  const onAttemptSent = useCallback(
    (key: string, method: number) =>
      dispatch(paymentAttemptSent({ key, method, sentAt: new Date().toISOString() })),
    [dispatch],
  );
  const onAttemptSettled = useCallback(() => dispatch(paymentAttemptSettled()), [dispatch]);

  // A reload found the booking paid (here or in another tab): straight to its confirmation.
  const paidBookingId = step?.kind === 'paid' ? step.booking.bookingId : null;
  useEffect(() => {
    if (paidBookingId) leaveFor(paidBookingId);
  }, [paidBookingId, leaveFor]);

  if (!rehydrated || ending === 'leaving' || paidBookingId) {
    return <p className="checkout-page__loading">{t('loading')}</p>;
  }
  const resuming = fare && !ending && (resume.state.phase === 'waiting' || resume.state.phase === 'checking');
  if (resuming || (fare && resume.state.phase === 'failed')) {
    return <ResumeChecking failed={resume.state.phase === 'failed'} onRetry={resume.retry} />;
  }

  const expiredHold = !booking && fare?.expiresAt ? new Date(fare.expiresAt).getTime() < openedAt : false;
  const closed = step?.kind === 'closed';
  if (!fare || ending || expiredHold || closed) {
    const kind = !fare ? 'no_fare' : closed ? 'closed' : ending === 'unavailable' ? 'unavailable' : 'expired';
    return (
      <section className="checkout-empty" aria-labelledby="checkout-empty-title" data-testid="checkout-empty">
        <h1 id="checkout-empty-title">{t(`${kind}_title`)}</h1>
        <p>{t(`${kind}_text`)}</p>
        <Link
          href={fare ? flightsHref(fare.search) : '/'}
          className="btn btn-primary"
          onClick={() => fare && dispatch(fareReleased())}
        >
          {t('back_to_search')}
        </Link>
      </section>
    );
  }

  return (
    <div className="checkout-page">
      <h1 className="checkout-page__title">{t('title')}</h1>
      <ol className="checkout-steps" aria-label={t('steps_label')}>
        <li aria-current={payable ? undefined : 'step'}>{t('step_details')}</li>
        <li aria-current={payable ? 'step' : undefined}>{t('step_payment')}</li>
      </ol>
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          {!isLoggedIn && !payable && (
            <div className="checkout-login" data-testid="checkout-login">
              <p className="mb-0">{t('guest_text')}</p>
              <button type="button" className="btn btn-outline-primary" onClick={authPopup.open}>
                {t('login')}
              </button>
            </div>
          )}
          {payable && booking ? (
            <>
              <p className="checkout-booked" data-testid="booking-reference">
                {t('booked_text', { reference: isolate(booking.reference) })}
              </p>
              <PaymentStep
                booking={payable}
                onPaid={onPaid}
                onExpired={onExpired}
                resume={
                  step?.kind === 'pay'
                    ? { outcome: step.outcome, lost: step.lost, method: paymentAttempt?.method ?? null }
                    : null
                }
                onAttemptSent={onAttemptSent}
                onAttemptSettled={onAttemptSettled}
              />
            </>
          ) : (
            <>
              {step?.kind === 'not_booked' && (
                <p className="alert alert-info" role="status" data-testid="resume-not-booked">
                  {t('resume_not_booked')}
                </p>
              )}
              {initial && <CheckoutForm fare={fare} initial={initial} today={today} onResult={onResult} />}
            </>
          )}
        </div>
        <FareSummary fare={fare} />
      </div>
    </div>
  );
}
