'use client';

import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslations } from 'next-intl';
import NotFoundView from '@/components/feedback/NotFoundView';
import FullScreenLoader from '@/components/feedback/FullScreenLoader';
import { Ltr } from '@/components/text/Ltr';
import { Link } from '@/i18n/navigation';
import { errorText, type ApiError } from '@/lib/api/errors';
import { readBookingAccess } from '@/features/payment/bookingAccess';
import type { AnyManagedBooking } from './api';
import { useManagedBookingQuery } from './bookingsApi';
import { BookingDocuments } from './BookingDocuments';
import { BookingReferences } from './BookingReferences';
import { CancelPanel } from './CancelPanel';
import { PaymentLines, StatusHistory, useMoment } from './detailParts';
import type { BookingModule } from './module';
import { LoginPrompt, useSessionGate } from './useSessionGate';
import { useOfflineCopy } from './useOfflineCopy';

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
  const { rehydrated, user, userId, agent, openLogin } = useSessionGate();
  // A guest's pass, kept in this tab by the checkout or by Manage booking (never in the URL).
  const [access] = useState(() => readBookingAccess(bookingId));
  const { owns, Summary, Details } = module;
  const read = useManagedBookingQuery(
    (userId == null && !access) || agent ? skipToken : { userId, bookingId, accessToken: access },
  );
  const loaded = loadedOf(read, owns, tErrors('generic'));
  // What deadlines (free cancellation) are compared with: the moment the booking was read (a
  // booking shown has been read, so the time is there).
  const readAt = read.fulfilledTimeStamp ?? 0;
  const now = useMemo(() => new Date(readAt), [readAt]);
  const moment = useMoment();
  const savedAt = useOfflineCopy({
    bookingId,
    accessToken: access,
    showing: Boolean(user || access) && (loaded.status === 'loading' || loaded.status === 'ready'),
    readAt: read.fulfilledTimeStamp,
    readStartedAt: read.startedTimeStamp,
    refetch: read.refetch,
  });

  const back = user ? (
    <Link href={module.routes.list} className="bookings-page__back">
      {t('back')}
    </Link>
  ) : null;

  if (!rehydrated || agent) {
    // Before the session is known (the server's HTML, hydration): a line, not the overlay, so the
    // first paint is not a screen-wide loader for what takes a moment.
    return (
      <div className="container bookings-page">
        <p role="status">{t('loading_booking')}</p>
      </div>
    );
  }
  if ((user || access) && loaded.status === 'loading') {
    // The whole page waits for the booking: the specification's full-screen loader.
    return (
      <div className="container bookings-page">
        {back}
        <FullScreenLoader label={t('loading_booking')} />
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
        <button type="button" className="btn btn-outline-primary" onClick={() => void read.refetch()}>
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
        {savedAt && (
          <p className="booking-detail__offline" role="status" data-testid="offline-copy">
            {t('saved_offline', { updated: moment(savedAt.toISOString()) })}
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
            {/* A line each: a long address broken at the card's edge shared its last line with the
                phone ("il.test · +971 …", read out of order in Arabic at 375 px). */}
            <ul className="list-unstyled mb-0 booking-contact">
              <li>
                <Ltr>{booking.contact.email}</Ltr>
              </li>
              <li>
                <Ltr>
                  {booking.contact.phoneCountryCode} {booking.contact.phoneNumber}
                </Ltr>
              </li>
            </ul>
          </section>
          <BookingDocuments booking={loaded.booking} accessToken={access} />
          <StatusHistory history={history} />
        </div>
        <aside className="checkout-summary" aria-labelledby="booking-payment">
          <h2 id="booking-payment" className="checkout-section__title">
            {tt('payment_title')}
          </h2>
          <PaymentLines booking={booking} />
          <CancelPanel booking={loaded.booking} accessToken={access} />
        </aside>
      </div>
    </div>
  );
}

type Loaded<M> =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; booking: M };

/**
 * What the page shows of the booking's read. Another module's booking is not found here, like the
 * API's own /flight and /hotel routes; so are a 404 and a 400 (an id that is no booking id). While
 * the booking is read again (after a cancellation, or on retry) the one held stays on screen.
 */
function loadedOf<M extends AnyManagedBooking>(
  read: { data?: AnyManagedBooking; error?: unknown; isError: boolean; isFetching: boolean },
  owns: (booking: AnyManagedBooking) => booking is M,
  genericText: string,
): Loaded<M> {
  if (read.data && !(read.isError && !read.isFetching)) {
    return owns(read.data) ? { status: 'ready', booking: read.data } : { status: 'missing' };
  }
  if (read.isError && !read.isFetching) {
    const status = (read.error as ApiError).status;
    return status === 404 || status === 400
      ? { status: 'missing' }
      : { status: 'failed', message: errorText(read.error, genericText) };
  }
  return { status: 'loading' };
}
