'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useApi } from '@/lib/app/AppContext';
import NotFoundView from '@/components/feedback/NotFoundView';
import { readBookingAccess } from '@/features/payment/bookingAccess';
import { BOOKING_STATUS, BOOKING_STATUS_NAMES, PAYMENT_METHOD_NAMES } from '@/features/payment/types';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import { toApiError } from '@/lib/api/errors';
import { formatDay } from '../format';
import { fetchFlightBooking, type FlightBooking } from './bookingApi';
import { ItinerarySummary } from './ItinerarySummary';
import { Ltr } from '@/components/text/Ltr';

type State =
  | { status: 'loading' }
  | { status: 'ready'; booking: FlightBooking }
  | { status: 'missing' }
  | { status: 'failed' };

/**
 * /thankyou: the booking as the API has it now — reference, status, itinerary, travellers, payment.
 * A booking this tab may not see (or none) shows `fallback` (the page gives Manage booking's form).
 */
export function FlightThankYou({
  bookingId,
  fallback,
  nextSteps,
}: {
  bookingId: string | null;
  fallback?: ReactNode;
  /** What the booker can do from here (documents, Manage booking), given by the page. */
  nextSteps?: (booking: { bookingId: string; reference: string; status: number }) => ReactNode;
}) {
  const t = useTranslations('ThankYou');
  const tc = useTranslations('Checkout');
  const tm = useTranslations('Messages');
  const tp = useTranslations('Payment');
  const locale = useLocale();
  const api = useApi();
  const formatPrice = useFormatPrice();
  const [state, setState] = useState<State>(bookingId ? { status: 'loading' } : { status: 'missing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!bookingId) return;
    let live = true;
    fetchFlightBooking(api, bookingId, readBookingAccess(bookingId)).then(
      (booking) => live && setState({ status: 'ready', booking }),
      (error: unknown) => {
        const status = toApiError(error).status;
        if (live)
          setState({ status: status === 404 || status === 403 || status === 400 ? 'missing' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, bookingId, attempt]);

  if (state.status === 'missing') return fallback ?? <NotFoundView showHomeButton />;
  if (state.status === 'loading') return <p className="checkout-page__loading">{tc('loading')}</p>;
  if (state.status === 'failed') {
    return (
      <section className="checkout-empty" role="alert">
        <p>{t('load_failed')}</p>
        <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry')}
        </button>
      </section>
    );
  }

  const { booking } = state;
  const statusName = BOOKING_STATUS_NAMES[booking.status] ?? booking.statusName;
  const methodName = booking.paymentMethod ? PAYMENT_METHOD_NAMES[booking.paymentMethod] : null;
  const failed = booking.status === BOOKING_STATUS.Failed;
  return (
    <div className="thankyou-page" data-testid="thankyou">
      <header className="thankyou-page__header">
        <h1 className="checkout-page__title">{failed ? t('title_failed') : t('title')}</h1>
        <p className="thankyou-page__reference">
          {t('reference')}{' '}
          <strong>
            <Ltr>
              <span data-testid="booking-reference">{booking.reference}</span>
            </Ltr>
          </strong>
        </p>
        <p>
          {t('status')}{' '}
          <span
            className={`booking-status booking-status--${statusName.toLowerCase()}`}
            data-testid="booking-status"
          >
            {t(`statuses.${statusName}`)}
          </span>
        </p>
        {failed && <p className="alert alert-warning">{tm('airline_booking_failed')}</p>}
      </header>
      {nextSteps?.({ bookingId: booking.bookingId, reference: booking.reference, status: booking.status })}
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          <section className="checkout-section" aria-labelledby="thankyou-itinerary">
            <h2 id="thankyou-itinerary" className="checkout-section__title">
              {tc('itinerary')}
            </h2>
            <ItinerarySummary
              legs={booking.itinerary.legs}
              airline={booking.fare.validatingAirline.name}
              fareBrand={booking.fare.fareBrand}
            />
          </section>
          <section className="checkout-section" aria-labelledby="thankyou-travellers">
            <h2 id="thankyou-travellers" className="checkout-section__title">
              {tc('travellers_title')}
            </h2>
            <ul className="thankyou-travellers">
              {booking.travellers.map((traveller, index) => (
                <li key={index}>
                  <strong>
                    {traveller.firstName} {traveller.lastName}
                  </strong>{' '}
                  · {tc(`type_name.${traveller.type}`)} · {formatDay(traveller.dateOfBirth, locale, true)} ·{' '}
                  {tc('passport_number')} <Ltr>{traveller.passportNumber}</Ltr>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="checkout-summary" aria-labelledby="thankyou-payment">
          <h2 id="thankyou-payment" className="checkout-section__title">
            {t('payment_title')}
          </h2>
          <dl className="checkout-summary__prices">
            <div className="checkout-summary__line checkout-summary__total">
              <dt>{t('amount_paid')}</dt>
              <dd data-testid="amount-paid">{formatPrice(booking.amount, booking.currency)}</dd>
            </div>
            {methodName && (
              <div className="checkout-summary__line">
                <dt>{t('payment_method')}</dt>
                <dd data-testid="payment-method">
                  {tp(`method_names.${methodName}`)}
                  {booking.payment?.cardLast4 && (
                    <>
                      {' '}
                      <Ltr>···· {booking.payment.cardLast4}</Ltr>
                    </>
                  )}
                </dd>
              </div>
            )}
            {booking.refund && (
              <div className="checkout-summary__line">
                <dt>{t('refund')}</dt>
                <dd>
                  {formatPrice(booking.refund.amount, booking.refund.currency)} ·{' '}
                  {t(`refund_statuses.${booking.refund.statusName}`)}
                </dd>
              </div>
            )}
          </dl>
        </aside>
      </div>
    </div>
  );
}
