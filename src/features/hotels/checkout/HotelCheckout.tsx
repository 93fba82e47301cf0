'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { CheckoutEnded, CheckoutLoading, CheckoutShell } from '@/features/booking/checkout/CheckoutShell';
import { useCheckoutEnding, useCheckoutOpening, useFormStart } from '@/features/booking/checkout/useCheckout';
import type { CheckoutModule } from '@/features/booking/checkout/useCheckout';
import { MODULE_TYPE } from '@/features/payment/types';
import { useAppSelector } from '@/store/hooks';
import { hotelBookingRoutes } from '../booking/hotelBookingRoutes';
import { detailsHref } from '../details/detailsUrl';
import { emptyHotelDraft, guestSlots } from './checkoutRules';
import { hotelCheckoutSlice, selectHeldStay, stayReleased } from './hotelCheckoutSlice';
import { StaySummary } from './StaySummary';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

/** What the booking kit's checkout parts are handed for a hotel. */
const HOTEL_CHECKOUT: CheckoutModule = {
  messages: 'hotelBooking',
  moduleType: MODULE_TYPE.Hotel,
  sent: hotelCheckoutSlice.actions.paymentAttemptSent,
  settled: hotelCheckoutSlice.actions.paymentAttemptSettled,
  completed: hotelCheckoutSlice.actions.checkoutCompleted,
  released: stayReleased,
  thankYou: hotelBookingRoutes.thankYou,
};

// The form is not in the page's first-load JavaScript; it starts loading as the page mounts
// (CheckoutShell), so it is normally in before it is needed.
const loadForm = () => import('./HotelCheckoutForm').then((m) => m.HotelCheckoutForm);
const HotelCheckoutForm = dynamic(() => loadWhenOnline(loadForm), { ssr: false });

/** /hotels/checkout: the held stay, the guests' and contact form, then payment (module type Hotel). */
export function HotelCheckout() {
  const held = useAppSelector(selectHeldStay);
  const draft = useAppSelector(hotelCheckoutSlice.selectors.selectCheckoutDraft);
  const booking = useAppSelector(hotelCheckoutSlice.selectors.selectHeldBooking);
  const paymentAttempt = useAppSelector(hotelCheckoutSlice.selectors.selectPaymentAttempt);
  const t = useTranslations('hotelBooking');
  const { rehydrated } = useCheckoutOpening(loadForm);
  const { ending, openedAt, holdExpired, onResult, payment } = useCheckoutEnding(HOTEL_CHECKOUT, { booking });

  const initial = useFormStart(held?.rateToken, rehydrated, () => {
    if (!held) return null;
    // The calling code is filled in by ContactFields once the club's country list is in.
    const base = draft ?? emptyHotelDraft(held.rateIds.length, '');
    return { ...base, guests: guestSlots(held.rateIds.length, base.guests) };
  });

  if (!rehydrated || ending === 'leaving') return <CheckoutLoading text={t('loading')} />;

  if (!held || ending === 'expired' || holdExpired(held.expiresAt, Boolean(booking))) {
    return (
      <CheckoutEnded
        module={HOTEL_CHECKOUT}
        kind={held ? 'expired' : 'no_stay'}
        href={held ? detailsHref(held.query) : '/'}
        action={held ? t('back_to_hotel') : t('search_hotels')}
        held={Boolean(held)}
      />
    );
  }

  return (
    <CheckoutShell
      module={HOTEL_CHECKOUT}
      title={t('checkout_title')}
      detailsStep={t('step_guests')}
      form={initial && <HotelCheckoutForm held={held} initial={initial} onResult={onResult} />}
      // The booking made for this stay, once there is one.
      booking={booking?.rateToken === held.rateToken ? booking : null}
      // After a reload the method chosen last is chosen again. Paying a booking already paid is
      // answered "already paid", which leads to its confirmation: nothing is charged twice.
      payment={payment(paymentAttempt && { outcome: null, lost: null, method: paymentAttempt.method })}
      summary={
        <StaySummary
          stay={held.stay}
          previousTotal={held.previousTotal}
          now={openedAt}
          headingId="hotel-summary-title"
        />
      }
    />
  );
}
