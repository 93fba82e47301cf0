'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslations } from 'next-intl';
import { TitledSection } from '@/components/layout/TitledSection';
import NotFoundView from '@/components/feedback/NotFoundView';
import FullScreenLoader from '@/components/feedback/FullScreenLoader';
import { Ltr } from '@/components/text/Ltr';
import type { ApiError } from '@/lib/api/errors';
import { readBookingAccess } from '@/features/payment/bookingAccess';
import { BOOKING_STATUS, BOOKING_STATUS_NAMES, PAYMENT_METHOD_NAMES } from '@/features/payment/types';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import type { ConfirmedBooking } from './api';
import { useConfirmedBookingQuery } from './bookingsApi';
import type { BookingModule } from './module';
import type { SupplierReferences } from './BookingReferences';

/** What the page's next steps get of the booking: the references issued at ticketing among them. */
export interface NextStepsBooking {
  bookingId: string;
  reference: string;
  status: number;
  supplierReferences: SupplierReferences | null;
}

/** A module's confirmation body (FlightThankYou, HotelThankYou), as the /thankyou page renders it. */
export interface ConfirmationBodyProps {
  bookingId: string | null;
  /** What shows for a booking this tab may not see (or none). */
  fallback?: ReactNode;
  /** What the booker can do from here (documents, Manage booking), given by the page. */
  nextSteps?: (booking: NextStepsBooking) => ReactNode;
}

/**
 * /thankyou: a booking as the API has it now — reference, status (what a failure means, from the
 * module), what to do next, then the module's main column and what stands beside it (itinerary or
 * stay, travellers or guests, with the kit's `ConfirmationPayment`). A booking this tab may not see (or none) shows `fallback` (the page
 * gives Manage booking's form).
 */
export function BookingConfirmation<B extends ConfirmedBooking>(props: ConfirmationProps<B>) {
  // A retry reads afresh in a new mount (a fresh subscription, a fresh wait).
  const [attempt, setAttempt] = useState(0);
  return <ConfirmationRead key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

/**
 * How long the confirmation waits for the booking before it says it could not load it and offers
 * to try again. The API answers in well under a second, and a slow machine's page within a few; a
 * read still unanswered after this is not coming (a connection that hangs, code that never loads).
 */
export const CONFIRMATION_WAIT_MS = 20_000;

interface ConfirmationProps<B extends ConfirmedBooking> {
  bookingId: string | null;
  /** The module's read of its booking (its descriptor's): the answer is a `B`. */
  confirmation: BookingModule['confirmation'];
  loadingText: string;
  /** What a failed booking means for the booker (the airline's or the hotel's refusal, the money). */
  failedNote: (booking: B) => ReactNode;
  fallback?: ReactNode;
  /** What the booker can do from here (documents, Manage booking), given by the page. */
  nextSteps?: (booking: NextStepsBooking) => ReactNode;
  /** The module's main column (travellers or guests, …); `failed` when the booking failed. */
  main: (booking: B, failed: boolean) => ReactNode;
  /** What stands beside it (the payment, the stay). */
  aside: (booking: B, failed: boolean) => ReactNode;
}

function ConfirmationRead<B extends ConfirmedBooking>({
  bookingId,
  confirmation,
  loadingText,
  failedNote,
  fallback,
  nextSteps,
  main,
  aside,
  onRetry,
}: ConfirmationProps<B> & { onRetry: () => void }) {
  const t = useTranslations('ThankYou');
  // This tab's pass to the booking, read once (the checkout or Manage booking keeps it).
  const [access] = useState(() => (bookingId ? readBookingAccess(bookingId) : null));
  const read = useConfirmedBookingQuery(
    bookingId
      ? {
          // A read that gets no answer is given up (and can be tried again), never waited for forever.
          request: { ...confirmation(bookingId), timeout: CONFIRMATION_WAIT_MS },
          bookingId,
          accessToken: access,
        }
      : skipToken,
  );
  const refusal = read.isError && !read.isFetching ? (read.error as ApiError).status : null;
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(read.data);
  useEffect(() => {
    // After Pay the page changes under the keyboard (focus falls to <body>) and Orca said nothing
    // but "Loading…": the title takes focus (Orca reads it, not a description of it), and the
    // status line below says the reference and the status. Focus put elsewhere is left alone.
    const active = document.activeElement;
    if (loaded && (active === null || active === document.body)) heading.current?.focus();
  }, [loaded]);

  if (!bookingId || refusal === 404 || refusal === 403 || refusal === 400) {
    return fallback ?? <NotFoundView showHomeButton />;
  }
  if (refusal !== null) {
    return (
      <section className="checkout-empty" role="alert">
        <p>{t('load_failed')}</p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('retry')}
        </button>
      </section>
    );
  }
  // A status line there from the first render, so what it gets when the booking shows is read out;
  // the same element (first in both fragments) while loading and after. Its own words, not the
  // visible "Booking reference:" and "Status:" lines again.
  const booking = read.data as B | undefined;
  const statusName = booking ? (BOOKING_STATUS_NAMES[booking.status] ?? booking.statusName) : '';
  const said = (
    <p className="visually-hidden" role="status" data-testid="confirmation-said">
      {/* The reference isolated left to right by LRI…PDI (U+2066, U+2069) in this unseen text. */}
      {booking &&
        t('said', { reference: `\u2066${booking.reference}\u2069`, status: t(`statuses.${statusName}`) })}
    </p>
  );
  if (!booking) {
    return (
      <>
        {said}
        <FullScreenLoader label={loadingText} />
      </>
    );
  }

  const failed = booking.status === BOOKING_STATUS.Failed;
  return (
    <>
      {said}
      <div className="thankyou-page" data-testid="thankyou">
        <header className="thankyou-page__header">
          <h1 ref={heading} className="checkout-page__title" tabIndex={-1}>
            {failed ? t('title_failed') : t('title')}
          </h1>
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
          {failed && failedNote(booking)}
        </header>
        {nextSteps?.({
          bookingId: booking.bookingId,
          reference: booking.reference,
          status: booking.status,
          supplierReferences: booking.supplierReferences,
        })}
        <div className="checkout-page__layout">
          <div className="checkout-page__main">{main(booking, failed)}</div>
          {aside(booking, failed)}
        </div>
      </div>
    </>
  );
}

/**
 * The confirmation's titled payment part: the amount (charged, for a failed booking), the method and
 * card, the refund; in the module's layout an `aside` or a `section` of its `className`.
 */
export function ConfirmationPayment({
  booking,
  charged = false,
  as,
  className,
}: {
  booking: ConfirmedBooking;
  charged?: boolean;
  as: 'aside' | 'section';
  className: string;
}) {
  const t = useTranslations('ThankYou');
  return (
    <TitledSection as={as} className={className} titleId="thankyou-payment" title={t('payment_title')}>
      <PaymentLines booking={booking} charged={charged} />
    </TitledSection>
  );
}

function PaymentLines({ booking, charged }: { booking: ConfirmedBooking; charged: boolean }) {
  const t = useTranslations('ThankYou');
  const tp = useTranslations('Payment');
  const formatPrice = useFormatPrice();
  const methodName = booking.paymentMethod ? PAYMENT_METHOD_NAMES[booking.paymentMethod] : null;
  return (
    <dl className="checkout-summary__prices">
      <div className="checkout-summary__line checkout-summary__total">
        <dt>{charged ? t('amount_charged') : t('amount_paid')}</dt>
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
  );
}
