'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useAuthPopup } from '@/features/auth/useAuthPopup';
import { readBookingAccess } from '@/features/payment/bookingAccess';
import { MODULE_TYPE, type PayableBooking } from '@/features/payment/types';
import { Link, useRouter } from '@/i18n/navigation';
import { isolate } from '@/lib/bidi';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectRehydrated } from '@/store/makeStore';
import { guestUserIdAssigned, selectGuestUserId, selectIsLoggedIn } from '@/store/sessionSlice';
import { detailsHref } from '../details/detailsUrl';
import { emptyHotelDraft, guestSlots } from './checkoutRules';
import {
  hotelCheckoutCompleted,
  hotelPaymentAttemptSent,
  hotelPaymentAttemptSettled,
  selectHeldHotelBooking,
  selectHeldStay,
  selectHotelDraft,
  selectHotelPaymentAttempt,
  stayReleased,
} from './hotelCheckoutSlice';
import { StaySummary } from './StaySummary';
import type { HotelBookResult } from './useHotelBooking';

// The form and the payment step are not in the page's first-load JavaScript; both start loading as
// the page mounts, so they are normally in before they are needed.
const loadForm = () => import('./HotelCheckoutForm').then((m) => m.HotelCheckoutForm);
const loadPaymentStep = () => import('@/features/payment/PaymentStep').then((m) => m.PaymentStep);
const HotelCheckoutForm = dynamic(loadForm, { ssr: false });
const PaymentStep = dynamic(loadPaymentStep, { ssr: false });

type Ending = null | 'expired' | 'leaving';

/** /hotels/checkout: the held stay, the guests' and contact form, then payment (module type Hotel). */
export function HotelCheckout() {
  const t = useTranslations('hotelBooking');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectRehydrated);
  const held = useAppSelector(selectHeldStay);
  const draft = useAppSelector(selectHotelDraft);
  const booking = useAppSelector(selectHeldHotelBooking);
  const paymentAttempt = useAppSelector(selectHotelPaymentAttempt);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const guestUserId = useAppSelector(selectGuestUserId);
  const authPopup = useAuthPopup();
  const [ending, setEnding] = useState<Ending>(null);
  const [openedAt] = useState(() => new Date());

  useEffect(() => {
    // A failed preload is not an error yet: the part retries and reports when it is rendered.
    loadForm().catch(() => undefined);
    loadPaymentStep().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (rehydrated && !isLoggedIn && !guestUserId) dispatch(guestUserIdAssigned(crypto.randomUUID()));
  }, [rehydrated, isLoggedIn, guestUserId, dispatch]);

  const initial = useMemo(() => {
    if (!held) return null;
    // The calling code is filled in by ContactFields once the club's country list is in.
    const base = draft ?? emptyHotelDraft(held.rateIds.length, '');
    return { ...base, guests: guestSlots(held.rateIds.length, base.guests) };
    // The form starts once from what was kept; later keystrokes are its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held?.rateToken, rehydrated]);

  const payable = useMemo<PayableBooking | null>(
    () =>
      booking && held && booking.rateToken === held.rateToken
        ? {
            bookingId: booking.bookingId,
            moduleType: MODULE_TYPE.Hotel,
            amount: booking.amount,
            currency: booking.currency,
            accessToken: isLoggedIn ? null : readBookingAccess(booking.bookingId),
          }
        : null,
    [booking, held, isLoggedIn],
  );

  const onResult = useCallback((result: HotelBookResult) => {
    if (result.kind === 'expired') setEnding('expired');
  }, []);
  const onPaid = useCallback(() => {
    if (!booking) return;
    setEnding('leaving');
    router.push(`/thankyou?booking=${encodeURIComponent(booking.bookingId)}&type=hotel`);
    dispatch(hotelCheckoutCompleted());
  }, [booking, dispatch, router]);
  const onExpired = useCallback(() => setEnding('expired'), []);
  const onAttemptSent = useCallback(
    (key: string, method: number) =>
      dispatch(hotelPaymentAttemptSent({ key, method, sentAt: new Date().toISOString() })),
    [dispatch],
  );
  const onAttemptSettled = useCallback(() => dispatch(hotelPaymentAttemptSettled()), [dispatch]);

  if (!rehydrated || ending === 'leaving') return <p className="checkout-page__loading">{t('loading')}</p>;

  const expiredHold =
    !booking && held?.expiresAt ? new Date(held.expiresAt).getTime() < openedAt.getTime() : false;
  if (!held || ending === 'expired' || expiredHold) {
    const kind = held ? 'expired' : 'no_stay';
    return (
      <section className="checkout-empty" aria-labelledby="checkout-empty-title" data-testid="checkout-empty">
        <h1 id="checkout-empty-title">{t(`${kind}_title`)}</h1>
        <p>{t(`${kind}_text`)}</p>
        <Link
          href={held ? detailsHref(held.query) : '/'}
          className="btn btn-primary"
          onClick={() => held && dispatch(stayReleased())}
        >
          {held ? t('back_to_hotel') : t('search_hotels')}
        </Link>
      </section>
    );
  }

  return (
    <div className="checkout-page">
      <h1 className="checkout-page__title">{t('checkout_title')}</h1>
      <ol className="checkout-steps" aria-label={t('steps_label')}>
        <li aria-current={payable ? undefined : 'step'}>{t('step_guests')}</li>
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
                // After a reload the method chosen last is chosen again. Paying a booking already paid
                // is answered "already paid", which leads to its confirmation: nothing is charged twice.
                resume={paymentAttempt ? { outcome: null, lost: null, method: paymentAttempt.method } : null}
                onAttemptSent={onAttemptSent}
                onAttemptSettled={onAttemptSettled}
              />
            </>
          ) : (
            initial && <HotelCheckoutForm held={held} initial={initial} onResult={onResult} />
          )}
        </div>
        <StaySummary
          stay={held.stay}
          previousTotal={held.previousTotal}
          now={openedAt}
          headingId="hotel-summary-title"
        />
      </div>
    </div>
  );
}
