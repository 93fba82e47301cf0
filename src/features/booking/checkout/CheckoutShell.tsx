'use client';

import { useMemo, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useAuthPopup } from '@/features/auth/useAuthPopup';
import { readBookingAccess } from '@/features/payment/bookingAccess';
import type { PaymentResume } from '@/features/payment/PaymentStep';
import type { PayableBooking } from '@/features/payment/types';
import { Link } from '@/i18n/navigation';
import { isolate } from '@/lib/bidi';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/sessionSlice';
import { loadPaymentStep, usePaymentAttempt, type CheckoutModule } from './useCheckout';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

// The payment step shows only after the booking is made: it is not in the page's first-load
// JavaScript, but starts loading as the checkout mounts (useCheckoutOpening).
const PaymentStep = dynamic(() => loadWhenOnline(loadPaymentStep), { ssr: false });

/** The checkout while it cannot show anything yet (the stored checkout is read back; leaving). */
export function CheckoutLoading({ text }: { text: string }) {
  return <p className="checkout-page__loading">{text}</p>;
}

/**
 * A checkout with nothing (left) to book: why (`<kind>_title` and `<kind>_text` of the module's
 * message namespace), and the way back to the search or the offer; going back lets go of what was
 * `held`, if anything (the module's `released`).
 */
export function CheckoutEnded({
  module,
  kind,
  href,
  action,
  held,
}: {
  module: CheckoutModule;
  kind: string;
  href: string;
  action: string;
  held: boolean;
}) {
  const t = useTranslations(module.messages);
  const dispatch = useAppDispatch();
  const onLeave = held ? () => dispatch(module.released()) : undefined;
  return (
    <section className="checkout-empty" aria-labelledby="checkout-empty-title" data-testid="checkout-empty">
      <h1 id="checkout-empty-title">{t(`${kind}_title`)}</h1>
      <p>{t(`${kind}_text`)}</p>
      <Link href={href} className="btn btn-primary" onClick={onLeave}>
        {action}
      </Link>
    </section>
  );
}

/** The booking made at the checkout, once it is the booking of what the page shows. */
export interface HeldBooking {
  bookingId: string;
  reference: string;
  amount: number;
  currency: string;
}

/** What the payment step reports of an attempt, and what a reload resumes (PaymentStep's props). */
export interface CheckoutPayment {
  onPaid: () => void;
  onExpired: () => void;
  resume: PaymentResume | null;
}

/**
 * A module's checkout, once there is something to book: its form (the module's own fields) until
 * the booking is made, then the booking's reference and the payment step; the module's summary
 * (the fare, the stay) beside them. The booking is created first and paid after, so a failed or
 * interrupted payment never loses the booking, and a reload pays it rather than booking again.
 */
export function CheckoutShell({
  module,
  title,
  detailsStep,
  booking,
  payment,
  form,
  summary,
}: {
  module: CheckoutModule;
  title: string;
  /** The first step's name (travellers' or guests' details). */
  detailsStep: string;
  /** The booking made for what is on the page, or null while there is none. */
  booking: HeldBooking | null;
  payment: CheckoutPayment;
  /** The module's form, with what it shows above it. */
  form: ReactNode;
  summary: ReactNode;
}) {
  const t = useTranslations(module.messages);
  const { moduleType } = module;
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const authPopup = useAuthPopup();
  const { onAttemptSent, onAttemptSettled } = usePaymentAttempt(module.sent, module.settled);
  // A guest pays with the booking's pass, kept in this tab.
  const payable = useMemo<PayableBooking | null>(
    () =>
      booking && {
        bookingId: booking.bookingId,
        moduleType,
        amount: booking.amount,
        currency: booking.currency,
        accessToken: isLoggedIn ? null : readBookingAccess(booking.bookingId),
      },
    [booking, moduleType, isLoggedIn],
  );
  return (
    <div className="checkout-page">
      <h1 className="checkout-page__title">{title}</h1>
      <ol className="checkout-steps" aria-label={t('steps_label')}>
        <li aria-current={payable ? undefined : 'step'}>{detailsStep}</li>
        <li aria-current={payable ? 'step' : undefined}>{t('step_payment')}</li>
      </ol>
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          {!isLoggedIn && !payable && (
            <div className="checkout-login" data-testid="checkout-login">
              <p className="mb-0">{t('guest_text')}</p>
              <button type="button" className="btn btn-outline-primary" onClick={authPopup.open}>
                {t('login')}
              </button>
            </div>
          )}
          {payable && booking ? (
            <>
              <p className="checkout-booked" data-testid="booking-reference">
                {t('booked_text', { reference: isolate(booking.reference) })}
              </p>
              <PaymentStep
                booking={payable}
                onPaid={payment.onPaid}
                onExpired={payment.onExpired}
                resume={payment.resume}
                onAttemptSent={onAttemptSent}
                onAttemptSettled={onAttemptSettled}
              />
            </>
          ) : (
            form
          )}
        </div>
        {summary}
      </div>
    </div>
  );
}
