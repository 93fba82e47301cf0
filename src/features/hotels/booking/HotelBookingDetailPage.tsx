'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import NotFoundView from '@/components/feedback/NotFoundView';
import { Ltr } from '@/components/text/Ltr';
import { Link, useRouter } from '@/i18n/navigation';
import { useApi } from '@/lib/app/AppContext';
import { errorText, toApiError } from '@/lib/api/errors';
import { isAgentType } from '@/lib/session/user';
import { useAuthPopup } from '@/features/auth/useAuthPopup';
import { readBookingAccess } from '@/features/payment/bookingAccess';
import { useAppSelector } from '@/store/hooks';
import { selectRehydrated } from '@/store/makeStore';
import { selectUser } from '@/store/sessionSlice';
import { fetchManagedBooking, isHotelBooking, type ManagedHotelBooking } from '@/features/booking/api';
import { BookingDocuments } from '@/features/booking/BookingDocuments';
import { CancelPanel } from '@/features/booking/CancelPanel';
import { PaymentLines, StatusHistory } from '@/features/booking/detailParts';
import { HotelBookingSummary } from './HotelBookingSummary';

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; booking: ManagedHotelBooking };

/**
 * /my-bookings/hotels/[bookingId]: one hotel booking — the stay with its rooms, boards and
 * cancellation policies, the guests, special requests and arrival time, contact, payment, status
 * and its history — and the cancellation by the rates' policies. A guest opens it with the pass the
 * checkout or Manage booking kept in this tab. Another user's booking, and a flight booking's id,
 * are "not found", exactly like one that does not exist.
 */
export function HotelBookingDetailPage({ bookingId }: { bookingId: string }) {
  const t = useTranslations('myBookings');
  const tt = useTranslations('ThankYou');
  const th = useTranslations('hotelBooking');
  const tErrors = useTranslations('Errors');
  const tm = useTranslations('manageBooking');
  const api = useApi();
  const router = useRouter();
  const rehydrated = useAppSelector(selectRehydrated);
  const user = useAppSelector(selectUser);
  const authPopup = useAuthPopup();
  const userId = user?.id ?? null;
  const agent = user ? isAgentType(user.userType) : false;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The cancellation texts compare the deadlines with the moment the page was read.
  const [now, setNow] = useState(() => new Date());
  // A guest's pass, kept in this tab by the checkout or by Manage booking (never in the URL).
  const [access] = useState(() => readBookingAccess(bookingId));

  useEffect(() => {
    if (agent) router.replace('/');
  }, [agent, router]);

  useEffect(() => {
    if ((userId == null && !access) || agent) return;
    let live = true;
    fetchManagedBooking(api, bookingId, access).then(
      (booking) => {
        if (!live) return;
        setNow(new Date());
        setLoaded(isHotelBooking(booking) ? { status: 'ready', booking } : { status: 'missing' });
      },
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
    <Link href="/my-bookings?module=hotels" className="bookings-page__back">
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
  const { stay } = booking;
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
          <HotelBookingSummary booking={loaded.booking} now={now} />
          <section className="checkout-section" aria-labelledby="booking-guests">
            <h2 id="booking-guests" className="checkout-section__title">
              {t('stay_details')}
            </h2>
            <ul className="thankyou-travellers" data-testid="booking-guests">
              {booking.guests.map((guest, index) => {
                const room = stay.rooms[index];
                return (
                  <li key={index}>
                    <strong>
                      <bdi>
                        {guest.firstName} {guest.lastName}
                      </bdi>
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
            <p className="mb-1">
              {booking.arrivalTime ? (
                th('arrival_at', { time: booking.arrivalTime })
              ) : (
                <>{t('arrival_none')}</>
              )}
            </p>
            <p className="mb-0">
              {booking.specialRequests ? (
                <>
                  {th('special_requests_sent')} <bdi>{booking.specialRequests}</bdi>
                </>
              ) : (
                t('requests_none')
              )}
            </p>
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
              if (isHotelBooking(cancelled)) {
                setNow(new Date());
                setLoaded({ status: 'ready', booking: cancelled });
              }
            }}
          />
        </aside>
      </div>
    </div>
  );
}

export default HotelBookingDetailPage;
