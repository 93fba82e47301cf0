'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import NotFoundView from '@/components/feedback/NotFoundView';
import { Ltr } from '@/components/text/Ltr';
import { Link, useRouter } from '@/i18n/navigation';
import { useApi } from '@/lib/app/AppContext';
import { errorText, toApiError } from '@/lib/api/errors';
import { isAgentType } from '@/lib/session/user';
import { useAuthPopup } from '@/features/auth/useAuthPopup';
import { ItinerarySummary } from '@/features/flights/checkout/ItinerarySummary';
import { formatClock, formatDay } from '@/features/flights/format';
import { readBookingAccess } from '@/features/payment/bookingAccess';
import { PAYMENT_METHOD_NAMES } from '@/features/payment/types';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import { useAppSelector } from '@/store/hooks';
import { selectRehydrated } from '@/store/makeStore';
import { selectUser } from '@/store/sessionSlice';
import { fetchManagedBooking, type ManagedBooking } from './api';
import { CancelPanel } from './CancelPanel';

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; booking: ManagedBooking };

const PAYMENT_TYPE_NAMES: Record<number, string> = {
  1: 'Cash',
  2: 'LoyaltyPoints',
  3: 'Wallet',
  4: 'Coupon',
};

/** `2026-12-01T08:30:00.000Z` → the day and time in the page's language. */
function useMoment() {
  const locale = useLocale();
  return (iso: string) => {
    const date = new Date(iso);
    const local = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(
      date.getDate(),
    ).padStart(
      2,
      '0',
    )}T${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
    return `${formatDay(local, locale, true)} ${formatClock(local, locale)}`;
  };
}

/**
 * /my-bookings/flights/[bookingId]: everything about one flight booking — itinerary, travellers
 * (passports masked by the API), fare rules, baggage, contact, payment, status and its history —
 * and the cancellation. Another user's booking is "not found", exactly like one that does not exist.
 */
export function BookingDetailPage({ bookingId }: { bookingId: string }) {
  const t = useTranslations('myBookings');
  const tt = useTranslations('ThankYou');
  const tc = useTranslations('Checkout');
  const tf = useTranslations('Flights');
  const tp = useTranslations('Payment');
  const tErrors = useTranslations('Errors');
  const locale = useLocale();
  const api = useApi();
  const router = useRouter();
  const rehydrated = useAppSelector(selectRehydrated);
  const user = useAppSelector(selectUser);
  const authPopup = useAuthPopup();
  const formatPrice = useFormatPrice();
  const moment = useMoment();
  const userId = user?.id ?? null;
  const agent = user ? isAgentType(user.userType) : false;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // A guest's pass, kept in this tab by the checkout or by Manage booking (never in the URL).
  const [access] = useState(() => readBookingAccess(bookingId));
  const tm = useTranslations('manageBooking');

  useEffect(() => {
    if (agent) router.replace('/');
  }, [agent, router]);

  useEffect(() => {
    if ((userId == null && !access) || agent) return;
    let live = true;
    fetchManagedBooking(api, bookingId, access).then(
      (booking) => live && setLoaded({ status: 'ready', booking }),
      (error: unknown) => {
        if (!live) return;
        const status = toApiError(error).status;
        setLoaded(
          status === 404 || status === 400
            ? { status: 'missing' }
            : { status: 'failed', message: errorText(error, tErrors('generic')) },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [api, bookingId, userId, access, agent, attempt, tErrors]);

  const back = user ? (
    <Link href="/my-bookings" className="bookings-page__back">
      {t('back')}
    </Link>
  ) : null;

  if (!rehydrated || agent || ((user || access) && loaded.status === 'loading')) {
    return (
      <div className="container bookings-page">
        {back}
        <p role="status">{t('loading_booking')}</p>
      </div>
    );
  }
  if (!user && !access) {
    return (
      <div className="container bookings-page">
        <h1 className="bookings-page__title">{t('title')}</h1>
        <div className="account-login">
          <p className="mb-0">{t('guest_text')}</p>
          <button type="button" className="btn btn-primary" onClick={authPopup.open}>
            {t('login')}
          </button>
        </div>
      </div>
    );
  }
  if (loaded.status === 'missing' && !user) {
    // A guest's pass that no longer opens the booking: a Manage booking session lasts 30 minutes.
    return (
      <div className="container bookings-page">
        <h1 className="bookings-page__title">{tm('title')}</h1>
        <div className="account-login">
          <p className="mb-0">{tm('session_ended')}</p>
          <Link href="/manage-booking" className="btn btn-primary">
            {tm('manage_link')}
          </Link>
        </div>
      </div>
    );
  }
  if (loaded.status === 'missing') return <NotFoundView showHomeButton />;
  if (loaded.status === 'failed') {
    return (
      <div className="container bookings-page" role="alert">
        {back}
        <p>{loaded.message}</p>
        <button type="button" className="btn btn-outline-primary" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (loaded.status !== 'ready') return null;

  const { booking, history } = loaded.booking;
  const methodName = booking.paymentMethod ? PAYMENT_METHOD_NAMES[booking.paymentMethod] : null;
  const typeName = booking.paymentType ? PAYMENT_TYPE_NAMES[booking.paymentType] : null;
  const { baggage } = booking.fare;
  return (
    <div className="container bookings-page booking-detail" data-testid="booking-detail">
      {back}
      <header className="booking-detail__header">
        <h1 className="bookings-page__title">
          {t('detail_title')} <Ltr>{booking.reference}</Ltr>
        </h1>
        <p>
          {tt('status')}{' '}
          <span
            className={`booking-status booking-status--${booking.statusName.toLowerCase()}`}
            data-testid="booking-status"
          >
            {tt(`statuses.${booking.statusName}`)}
          </span>
        </p>
        {booking.cancelReason && (
          <p>
            {t('cancel_reason')} {booking.cancelReason}
          </p>
        )}
      </header>
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          <section className="checkout-section" aria-labelledby="booking-itinerary">
            <h2 id="booking-itinerary" className="checkout-section__title">
              {tc('itinerary')}
            </h2>
            <ItinerarySummary
              legs={booking.itinerary.legs}
              airline={booking.fare.validatingAirline.name}
              fareBrand={booking.fare.fareBrand}
            />
          </section>
          <section className="checkout-section" aria-labelledby="booking-travellers">
            <h2 id="booking-travellers" className="checkout-section__title">
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
          <section className="checkout-section" aria-labelledby="booking-fare">
            <h2 id="booking-fare" className="checkout-section__title">
              {t('fare_rules')}
            </h2>
            <dl className="booking-detail__facts">
              <div>
                <dt>{tf('fare_rules')}</dt>
                <dd>{booking.fare.refundable ? t('rule_refundable') : t('rule_non_refundable')}</dd>
              </div>
              <div>
                <dt>{tf('baggage_label')}</dt>
                <dd>
                  {baggage.checkedKg > 0
                    ? tf('baggage', { checked: baggage.checkedKg, cabin: baggage.cabinKg })
                    : tf('baggage_cabin_only', { cabin: baggage.cabinKg })}
                </dd>
              </div>
            </dl>
          </section>
          <section className="checkout-section" aria-labelledby="booking-contact">
            <h2 id="booking-contact" className="checkout-section__title">
              {t('contact')}
            </h2>
            <p className="mb-0">
              <Ltr>{booking.contact.email}</Ltr> ·{' '}
              <Ltr>
                {booking.contact.phoneCountryCode} {booking.contact.phoneNumber}
              </Ltr>
            </p>
          </section>
          <section className="checkout-section" aria-labelledby="booking-history">
            <h2 id="booking-history" className="checkout-section__title">
              {t('history')}
            </h2>
            <ol className="booking-history" data-testid="status-history">
              {history.map((entry, index) => (
                <li key={index}>
                  <span className="booking-history__status">{tt(`statuses.${entry.statusName}`)}</span>{' '}
                  <span className="booking-history__at">{moment(entry.at)}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>
        <aside className="checkout-summary" aria-labelledby="booking-payment">
          <h2 id="booking-payment" className="checkout-section__title">
            {tt('payment_title')}
          </h2>
          <dl className="checkout-summary__prices">
            <div className="checkout-summary__line checkout-summary__total">
              <dt>{t('amount')}</dt>
              <dd data-testid="booking-amount">{formatPrice(booking.amount, booking.currency)}</dd>
            </div>
            {methodName && (
              <div className="checkout-summary__line">
                <dt>{tt('payment_method')}</dt>
                <dd>
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
            {typeName && (
              <div className="checkout-summary__line">
                <dt>{t('payment_type')}</dt>
                <dd>{t(`payment_types.${typeName}`)}</dd>
              </div>
            )}
            {booking.payment && (
              <div className="checkout-summary__line">
                <dt>{t('paid_at')}</dt>
                <dd>{moment(booking.payment.paidAt)}</dd>
              </div>
            )}
            {booking.refund && (
              <div className="checkout-summary__line">
                <dt>{tt('refund')}</dt>
                <dd data-testid="refund">
                  {formatPrice(booking.refund.amount, booking.refund.currency)} ·{' '}
                  {tt(`refund_statuses.${booking.refund.statusName}`)}
                </dd>
              </div>
            )}
          </dl>
          <CancelPanel
            booking={loaded.booking}
            accessToken={access}
            onCancelled={(cancelled) => setLoaded({ status: 'ready', booking: cancelled })}
          />
        </aside>
      </div>
    </div>
  );
}

export default BookingDetailPage;
