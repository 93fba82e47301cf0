'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import NotFoundView from '@/components/feedback/NotFoundView';
import { Ltr } from '@/components/text/Ltr';
import { readBookingAccess } from '@/features/payment/bookingAccess';
import { BOOKING_STATUS, BOOKING_STATUS_NAMES, PAYMENT_METHOD_NAMES } from '@/features/payment/types';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import { useApi } from '@/lib/app/AppContext';
import { toApiError } from '@/lib/api/errors';
import { fetchHotelBooking, type HotelBooking } from '../api/booking';
import { StaySummary } from './StaySummary';

type State =
  | { status: 'loading' }
  | { status: 'ready'; booking: HotelBooking }
  | { status: 'missing' }
  | { status: 'failed' };

/**
 * /thankyou for a hotel booking: reference, status, the stay, its guests, and the payment. A booking
 * this tab may not see (or none) shows `fallback` (the page gives Manage booking's form).
 */
export function HotelThankYou({
  bookingId,
  fallback,
  nextSteps,
}: {
  bookingId: string;
  fallback?: ReactNode;
  /** What the booker can do from here (documents, Manage booking), given by the page. */
  nextSteps?: (booking: { bookingId: string; reference: string; status: number }) => ReactNode;
}) {
  const t = useTranslations('ThankYou');
  const th = useTranslations('hotelBooking');
  const tm = useTranslations('Messages');
  const tp = useTranslations('Payment');
  const api = useApi();
  const formatPrice = useFormatPrice();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [now] = useState(() => new Date());

  useEffect(() => {
    let live = true;
    fetchHotelBooking(api, bookingId, readBookingAccess(bookingId)).then(
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
  if (state.status === 'loading') return <p className="checkout-page__loading">{th('loading')}</p>;
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
  // A paid booking the hotel refused: what happens to the money, and when.
  const amount = formatPrice(booking.amount, booking.currency);
  const moneyText = !booking.refund
    ? tm('hotel_booking_payment_failed')
    : booking.refund.statusName === 'Refunded'
      ? t('failed_money_refunded', { amount })
      : booking.refund.statusName === 'Failed'
        ? t('failed_money_refund_failed', { amount })
        : t('failed_money_pending', { amount });
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
        {failed && (
          <div className="alert alert-warning" data-testid="failed-explained">
            <p className="mb-1">
              <strong>{t('failed_hotel_what')}</strong>
            </p>
            <p className="mb-1">{moneyText}</p>
            {booking.refund && <p className="mb-0">{t('failed_mail')}</p>}
          </div>
        )}
      </header>
      {nextSteps?.({ bookingId: booking.bookingId, reference: booking.reference, status: booking.status })}
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          <section className="checkout-section" aria-labelledby="thankyou-guests">
            <h2 id="thankyou-guests" className="checkout-section__title">
              {th('guests_title')}
            </h2>
            <ul className="thankyou-travellers" data-testid="thankyou-guests">
              {booking.guests.map((guest, index) => {
                const room = booking.stay.rooms[index];
                return (
                  <li key={index}>
                    <strong>
                      {guest.firstName} {guest.lastName}
                    </strong>{' '}
                    · {th('room_n', { n: index + 1 })}
                    {room && (
                      <>
                        {' '}
                        · {room.roomName} ·{' '}
                        {th('guests_in_room', { adults: room.adults, children: room.childAges.length })}
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
            {booking.arrivalTime && <p className="mb-1">{th('arrival_at', { time: booking.arrivalTime })}</p>}
            {booking.specialRequests && (
              <p className="mb-0">
                {th('special_requests_sent')} {booking.specialRequests}
              </p>
            )}
          </section>
          <section className="checkout-section" aria-labelledby="thankyou-payment">
            <h2 id="thankyou-payment" className="checkout-section__title">
              {t('payment_title')}
            </h2>
            <dl className="checkout-summary__prices">
              <div className="checkout-summary__line checkout-summary__total">
                <dt>{failed ? t('amount_charged') : t('amount_paid')}</dt>
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
          </section>
        </div>
        <StaySummary stay={booking.stay} now={now} headingId="thankyou-stay" />
      </div>
    </div>
  );
}
