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
import { formatDay } from '@/features/flights/format';
import { readBookingAccess } from '@/features/payment/bookingAccess';
import { useAppSelector } from '@/store/hooks';
import { selectRehydrated } from '@/store/makeStore';
import { selectUser } from '@/store/sessionSlice';
import { fetchManagedBooking, isHotelBooking, type ManagedBooking } from '@/features/booking/api';
import { BookingDocuments } from '@/features/booking/BookingDocuments';
import { CancelPanel } from '@/features/booking/CancelPanel';
import { PaymentLines, StatusHistory } from '@/features/booking/detailParts';
import { FlightBookingSummary } from './FlightBookingSummary';

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; booking: ManagedBooking };

/**
 * /my-bookings/flights/[bookingId]: everything about one flight booking — itinerary, travellers
 * (passports masked by the API), fare rules, baggage, contact, payment, status and its history —
 * and the cancellation. Another user's booking is "not found", exactly like one that does not exist.
 */
export function FlightBookingDetailPage({ bookingId }: { bookingId: string }) {
  const t = useTranslations('myBookings');
  const tt = useTranslations('ThankYou');
  const tc = useTranslations('Checkout');
  const tf = useTranslations('Flights');
  const tErrors = useTranslations('Errors');
  const locale = useLocale();
  const api = useApi();
  const router = useRouter();
  const rehydrated = useAppSelector(selectRehydrated);
  const user = useAppSelector(selectUser);
  const authPopup = useAuthPopup();
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
      // A hotel booking's id is not a flight booking: not found here, like the API's /flight/booking.
      (booking) =>
        live && setLoaded(isHotelBooking(booking) ? { status: 'missing' } : { status: 'ready', booking }),
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
            {t('cancel_reason')} <bdi>{booking.cancelReason}</bdi>
          </p>
        )}
      </header>
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          <FlightBookingSummary booking={loaded.booking} />
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
          <BookingDocuments booking={loaded.booking} accessToken={access} />
          <StatusHistory history={history} />
        </div>
        <aside className="checkout-summary" aria-labelledby="booking-payment">
          <h2 id="booking-payment" className="checkout-section__title">
            {tt('payment_title')}
          </h2>
          <PaymentLines booking={booking} />
          <CancelPanel
            booking={loaded.booking}
            accessToken={access}
            onCancelled={(cancelled) => {
              if (!isHotelBooking(cancelled)) setLoaded({ status: 'ready', booking: cancelled });
            }}
          />
        </aside>
      </div>
    </div>
  );
}

export default FlightBookingDetailPage;
