'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useClub } from '@/components/Providers';
import { useAuthPopup } from '@/features/auth/useAuthPopup';
import { readBookingAccess } from '@/features/checkout/bookingAccess';
import { PaymentStep } from '@/features/checkout/PaymentStep';
import { MODULE_TYPE, type PayableBooking } from '@/features/checkout/types';
import { Link, useRouter } from '@/i18n/navigation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { guestUserIdAssigned, selectGuestUserId, selectIsLoggedIn } from '@/store/sessionSlice';
import { todayIso } from '../dates';
import { flightsHref } from '../url/searchParams';
import { CheckoutForm } from './CheckoutForm';
import { FareSummary } from './FareSummary';
import {
  checkoutCompleted,
  fareReleased,
  selectCheckoutDraft,
  selectHeldBooking,
  selectHeldFare,
} from './flightCheckoutSlice';
import { emptyDraft, travellerSlots } from './travellerRules';
import type { BookResult } from './useFlightBooking';

type Ending = null | 'expired' | 'unavailable' | 'leaving';

function useRehydrated(): boolean {
  return useAppSelector(
    (state) => (state as { _persist?: { rehydrated?: boolean } })._persist?.rehydrated === true,
  );
}

/** /flights/checkout: the held fare, the travellers' and contact form, then payment. */
export function FlightCheckout() {
  const t = useTranslations('Checkout');
  const club = useClub();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const rehydrated = useRehydrated();
  const fare = useAppSelector(selectHeldFare);
  const draft = useAppSelector(selectCheckoutDraft);
  const booking = useAppSelector(selectHeldBooking);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const guestUserId = useAppSelector(selectGuestUserId);
  const authPopup = useAuthPopup();
  const [ending, setEnding] = useState<Ending>(null);
  const [today] = useState(() => todayIso());
  const [openedAt] = useState(() => Date.now());

  useEffect(() => {
    if (rehydrated && !isLoggedIn && !guestUserId) dispatch(guestUserIdAssigned(crypto.randomUUID()));
  }, [rehydrated, isLoggedIn, guestUserId, dispatch]);

  const initial = useMemo(() => {
    if (!fare) return null;
    const code = `+${club.defaultCountryCode.replace(/\D/g, '') || '91'}`;
    const base = draft ?? emptyDraft(fare.search, code);
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

  const onPaid = useCallback(() => {
    if (!booking) return;
    setEnding('leaving');
    router.push(`/thankyou?booking=${encodeURIComponent(booking.bookingId)}`);
    dispatch(checkoutCompleted());
  }, [booking, dispatch, router]);

  const onExpired = useCallback(() => setEnding('expired'), []);

  if (!rehydrated || ending === 'leaving') {
    return <p className="checkout-page__loading">{t('loading')}</p>;
  }

  const expiredHold = !booking && fare?.expiresAt ? new Date(fare.expiresAt).getTime() < openedAt : false;
  if (!fare || ending || expiredHold) {
    const unavailable = ending === 'unavailable';
    return (
      <section className="checkout-empty" aria-labelledby="checkout-empty-title" data-testid="checkout-empty">
        <h1 id="checkout-empty-title">
          {!fare ? t('no_fare_title') : unavailable ? t('unavailable_title') : t('expired_title')}
        </h1>
        <p>{!fare ? t('no_fare_text') : unavailable ? t('unavailable_text') : t('expired_text')}</p>
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
                {t('booked_text', { reference: booking.reference })}
              </p>
              <PaymentStep booking={payable} onPaid={onPaid} onExpired={onExpired} />
            </>
          ) : (
            initial && <CheckoutForm fare={fare} initial={initial} today={today} onResult={onResult} />
          )}
        </div>
        <FareSummary fare={fare} />
      </div>
    </div>
  );
}
