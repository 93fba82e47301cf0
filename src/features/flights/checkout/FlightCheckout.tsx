'use client';

import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { CheckoutEnded, CheckoutLoading, CheckoutShell } from '@/features/booking/checkout/CheckoutShell';
import { useCheckoutEnding, useCheckoutOpening, useFormStart } from '@/features/booking/checkout/useCheckout';
import type { CheckoutModule } from '@/features/booking/checkout/useCheckout';
import { MODULE_TYPE } from '@/features/payment/types';
import { useAppSelector } from '@/store/hooks';
import { flightBookingRoutes } from '../booking/flightBookingRoutes';
import { todayIso } from '../dates';
import { flightsHref } from '../url/searchParams';
import { FareSummary } from './FareSummary';
import { fareReleased, flightCheckoutSlice, selectHeldFare } from './flightCheckoutSlice';
import { ResumeChecking } from './ResumeChecking';
import { emptyDraft, travellerSlots } from './travellerRules';
import { useCheckoutResume } from './useCheckoutResume';
import { useSaveTravellers } from './useSavedTravellers';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

// The form (formik, yup, the traveller fields) shows once the kept checkout is read back: it is not
// in the page's first-load JavaScript, but starts loading as the page mounts (CheckoutShell).
const loadCheckoutForm = () => import('./CheckoutForm').then((m) => m.CheckoutForm);
const CheckoutForm = dynamic(() => loadWhenOnline(loadCheckoutForm), { ssr: false });

/** What the booking kit's checkout parts are handed for a flight. */
const FLIGHT_CHECKOUT: CheckoutModule = {
  messages: 'Checkout',
  moduleType: MODULE_TYPE.Flight,
  sent: flightCheckoutSlice.actions.paymentAttemptSent,
  settled: flightCheckoutSlice.actions.paymentAttemptSettled,
  completed: flightCheckoutSlice.actions.checkoutCompleted,
  released: fareReleased,
  thankYou: flightBookingRoutes.thankYou,
};

/** A flight checkout's own end: the fare is no longer sold. */
const FLIGHT_ENDINGS = ['unavailable'] as const;

/** /flights/checkout: the held fare, the travellers' and contact form, then payment. */
export function FlightCheckout() {
  const t = useTranslations('Checkout');
  const { rehydrated } = useCheckoutOpening(loadCheckoutForm);
  const fare = useAppSelector(selectHeldFare);
  const draft = useAppSelector(flightCheckoutSlice.selectors.selectCheckoutDraft);
  const booking = useAppSelector(flightCheckoutSlice.selectors.selectHeldBooking);
  const [today] = useState(() => todayIso());
  const paymentAttempt = useAppSelector(flightCheckoutSlice.selectors.selectPaymentAttempt);
  const resume = useCheckoutResume(rehydrated);
  const step = resume.state.phase === 'done' ? resume.state.step : null;

  const initial = useFormStart(fare?.offerId, rehydrated, () => {
    if (!fare) return null;
    // The calling code is filled in by ContactFields once the club's country list is in.
    const base = draft ?? emptyDraft(fare.search, '');
    return { ...base, travellers: travellerSlots(fare.search, base.travellers) };
  });

  const saveTravellers = useSaveTravellers();
  const bookedTravellers = draft?.travellers;
  // The booking is paid: the travellers ticked for saving go to the account in the background.
  const saveBookedTravellers = useCallback(() => {
    if (bookedTravellers) void saveTravellers(bookedTravellers);
  }, [bookedTravellers, saveTravellers]);
  const { ending, holdExpired, onResult, leaveFor, payment } = useCheckoutEnding(FLIGHT_CHECKOUT, {
    own: FLIGHT_ENDINGS,
    booking,
    beforeLeaving: saveBookedTravellers,
  });

  // A reload found the booking paid (here or in another tab): straight to its confirmation.
  const paidBookingId = step?.kind === 'paid' ? step.booking.bookingId : null;
  useEffect(() => {
    if (paidBookingId) leaveFor(paidBookingId);
  }, [paidBookingId, leaveFor]);

  if (!rehydrated || ending === 'leaving' || paidBookingId) {
    return <CheckoutLoading text={t('loading')} />;
  }
  const resuming = fare && !ending && (resume.state.phase === 'waiting' || resume.state.phase === 'checking');
  if (resuming || (fare && resume.state.phase === 'failed')) {
    return <ResumeChecking failed={resume.state.phase === 'failed'} onRetry={resume.retry} />;
  }

  const closed = step?.kind === 'closed';
  if (!fare || ending || holdExpired(fare.expiresAt, Boolean(booking)) || closed) {
    const kind = !fare ? 'no_fare' : closed ? 'closed' : ending === 'unavailable' ? 'unavailable' : 'expired';
    return (
      <CheckoutEnded
        module={FLIGHT_CHECKOUT}
        kind={kind}
        href={fare ? flightsHref(fare.search) : '/'}
        action={t('back_to_search')}
        held={Boolean(fare)}
      />
    );
  }

  const resumed = step?.kind === 'pay' ? step : null;
  return (
    <CheckoutShell
      module={FLIGHT_CHECKOUT}
      title={t('title')}
      detailsStep={t('step_details')}
      // The booking made for this fare, once there is one.
      booking={booking?.offerId === fare.offerId ? booking : null}
      payment={payment(
        resumed && { outcome: resumed.outcome, lost: resumed.lost, method: paymentAttempt?.method ?? null },
      )}
      form={
        <>
          {step?.kind === 'not_booked' && (
            <p className="alert alert-info" role="status" data-testid="resume-not-booked">
              {t('resume_not_booked')}
            </p>
          )}
          {initial && <CheckoutForm fare={fare} initial={initial} today={today} onResult={onResult} />}
        </>
      }
      summary={<FareSummary fare={fare} />}
    />
  );
}
