'use client';

import { useTranslations } from 'next-intl';
import { FlightCheckout } from '@/features/flights/checkout/FlightCheckout';
import { selectHeldFare } from '@/features/flights/checkout/flightCheckoutSlice';
import { HotelCheckout } from '@/features/hotels/checkout/HotelCheckout';
import { selectHeldStay } from '@/features/hotels/checkout/hotelCheckoutSlice';
import { Link } from '@/i18n/navigation';
import { useAppSelector } from '@/store/hooks';
import { selectRehydrated } from '@/store/makeStore';

/**
 * `/checkout` (spec route): the checkout the visitor holds — a flight fare or a hotel stay, the one
 * chosen last when there are both — or, with neither, the way to a search.
 */
export function CheckoutResume() {
  const t = useTranslations('hotelBooking');
  const rehydrated = useAppSelector(selectRehydrated);
  const fare = useAppSelector(selectHeldFare);
  const stay = useAppSelector(selectHeldStay);
  if (!rehydrated) return <p className="checkout-page__loading">{t('loading')}</p>;
  if (fare && (!stay || fare.heldAt > stay.heldAt)) return <FlightCheckout />;
  if (stay) return <HotelCheckout />;
  return (
    <section className="checkout-empty" aria-labelledby="checkout-none-title" data-testid="checkout-empty">
      <h1 id="checkout-none-title">{t('no_checkout_title')}</h1>
      <p>{t('no_checkout_text')}</p>
      <Link href="/" className="btn btn-primary">
        {t('start_search')}
      </Link>
    </section>
  );
}
