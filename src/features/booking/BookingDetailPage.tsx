'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import NotFoundView from '@/components/feedback/NotFoundView';
import { Ltr } from '@/components/text/Ltr';
import { Link } from '@/i18n/navigation';
import { useApi } from '@/lib/app/AppContext';
import { errorText, toApiError } from '@/lib/api/errors';
import { readBookingAccess } from '@/features/payment/bookingAccess';
import { fetchManagedBooking, type AnyManagedBooking } from './api';
import { BookingDocuments } from './BookingDocuments';
import { BookingReferences } from './BookingReferences';
import { CancelPanel } from './CancelPanel';
import { PaymentLines, StatusHistory } from './detailParts';
import type { BookingModule } from './module';
import { LoginPrompt, useSessionGate } from './useSessionGate';

type Loaded<M> =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; booking: M };

/**
 * /my-bookings/<module>/[bookingId], for the customer and for a guest through Manage booking: one
 * booking — the module's itinerary or stay and its own details (travellers and fare; guests and
 * requests), then the contact, the documents, the status history, the payment and the
 * cancellation. Another user's booking, and another module's, are "not found", exactly like one
 * that does not exist.
 */
export function BookingDetailPage<M extends AnyManagedBooking>({
  bookingId,
  module,
}: {
  bookingId: string;
  module: BookingModule<M>;
}) {
  const t = useTranslations('myBookings');
  const tt = useTranslations('ThankYou');
  const tm = useTranslations('manageBooking');
  const tErrors = useTranslations('Errors');
  const api = useApi();
  const { rehydrated, user, userId, agent, openLogin } = useSessionGate();
  const [loaded, setLoaded] = useState<Loaded<M>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // What deadlines (free cancellation) are compared with: the moment the booking was read.
  const [now, setNow] = useState(() => new Date());
  // A guest's pass, kept in this tab by the checkout or by Manage booking (never in the URL).
  const [access] = useState(() => readBookingAccess(bookingId));
  const { owns, Summary, Details } = module;

  useEffect(() => {
    if ((userId == null && !access) || agent) return;
    let live = true;
    fetchManagedBooking(api, bookingId, access).then(
      // Another module's booking is not found here, like the API's own /flight and /hotel routes.
      (booking) => {
        if (!live) return;
        setNow(new Date());
        setLoaded(owns(booking) ? { status: 'ready', booking } : { status: 'missing' });
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
  }, [api, bookingId, userId, access, agent, attempt, owns, tErrors]);

  const back = user ? (
    <Link href={module.routes.list} className="bookings-page__back">
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
        <LoginPrompt onLogin={openLogin} />
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
          <BookingReferences reference={booking.reference} references={booking.supplierReferences} />
          <Summary booking={loaded.booking} now={now} />
          <Details booking={loaded.booking} />
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
              if (!owns(cancelled)) return;
              setNow(new Date());
              setLoaded({ status: 'ready', booking: cancelled });
            }}
          />
        </aside>
      </div>
    </div>
  );
}
