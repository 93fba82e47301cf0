'use client';

import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { errorText } from '@/lib/api/errors';
import { formatDeadline } from '@/lib/dates/zonedDeadline';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import { isHotelBooking, type AnyManagedBooking, type RefundQuote } from './api';
import { useCancelBookingMutation, useLazyRefundQuoteQuery } from './bookingsApi';

type Step =
  | { name: 'closed' }
  | { name: 'quoting' }
  | { name: 'quoted'; quote: RefundQuote }
  | { name: 'sending'; quote: RefundQuote };

/** The same rule as the API's (Unicode letters, digits, punctuation and spaces), checked first here. */
const REASON_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}\p{P}\p{Zs}]*$/u;
export const REASON_MAX = 500;

/** The reason's error key (Validation or myBookings), or null when it may be sent. */
export function reasonError(value: string): 'reason_require' | 'reason_invalid' | null {
  const reason = value.trim();
  if (!reason) return 'reason_require';
  return REASON_PATTERN.test(reason) && reason.length <= REASON_MAX ? null : 'reason_invalid';
}

/** The `myBookings.reasons` key of a quote's reason: a hotel rate's non-refundable text differs from a fare's. */
export function reasonKey(reason: NonNullable<RefundQuote['reason']>, hotel: boolean): string {
  return hotel && reason === 'NON_REFUNDABLE' ? 'NON_REFUNDABLE_RATE' : reason;
}

/**
 * Cancelling a booking: the API's refund quote first (or why it cannot be refunded), then the
 * Reason form (reasonValue), then the confirmation, which sends the quoted refund back so that a
 * quote that changed meanwhile is refused rather than silently different. A cancellation makes the
 * booking's list and detail stale (bookingsApi's tags): the page shows the cancelled booking.
 */
export function CancelPanel({
  booking,
  accessToken = null,
}: {
  booking: AnyManagedBooking;
  /** A guest's pass to the booking (its access token or a Manage booking session). */
  accessToken?: string | null;
}) {
  const t = useTranslations('myBookings');
  const locale = useLocale();
  const tv = useTranslations('Validation');
  const tErrors = useTranslations('Errors');
  const userId = useAppSelector(selectUser)?.id ?? null;
  const [readQuote] = useLazyRefundQuoteQuery();
  const [cancel] = useCancelBookingMutation();
  const formatPrice = useFormatPrice();
  const ids = useId();
  const [step, setStep] = useState<Step>({ name: 'closed' });
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { bookingId } = booking.booking;
  const hotel = isHotelBooking(booking);
  const why = (quote: RefundQuote) => (quote.reason ? t(`reasons.${reasonKey(quote.reason, hotel)}`) : null);
  /** A hotel's deadline, in the hotel's time: free until then, the rates' penalties after. */
  const deadlineText = (quote: RefundQuote) => {
    if (!hotel || !quote.freeCancellationUntil) return null;
    const deadline = formatDeadline(quote.freeCancellationUntil, booking.booking.stay.timeZone, locale);
    if (!deadline) return null;
    return quote.cancellationFee > 0
      ? t('penalty_now', { ...deadline, fee: formatPrice(quote.cancellationFee, quote.currency) })
      : t('free_until', { ...deadline });
  };

  if (booking.booking.statusName === 'CancelRequested') {
    // Asked for, not yet confirmed by the airline or hotel: say so, and that the refund follows.
    return (
      <p className="booking-cancel__requested" data-testid="cancel-requested">
        {t(hotel ? 'cancel_requested_hotel' : 'cancel_requested_flight')}
      </p>
    );
  }
  if (!booking.quote.cancellable) {
    return booking.quote.reason && booking.quote.reason !== 'ALREADY_CANCELLED' ? (
      <p className="booking-cancel__why">{why(booking.quote)}</p>
    ) : null;
  }
  const policy = deadlineText(booking.quote);

  const openQuote = () => {
    setFailure(null);
    setStep({ name: 'quoting' });
    readQuote({ userId, bookingId, accessToken })
      .unwrap()
      .then(
        (quote) => setStep({ name: 'quoted', quote }),
        (error: unknown) => {
          setFailure(errorText(error, tErrors('generic')));
          setStep({ name: 'closed' });
        },
      );
  };

  if (step.name === 'closed' || step.name === 'quoting') {
    return (
      <div className="booking-cancel">
        {policy && (
          <p className="booking-cancel__policy" data-testid="cancel-policy">
            {policy}
          </p>
        )}
        {failure && (
          <p className="alert alert-danger" role="alert">
            {failure}
          </p>
        )}
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={openQuote}
          disabled={step.name === 'quoting'}
        >
          {step.name === 'quoting' ? t('quoting') : t('cancel_booking')}
        </button>
      </div>
    );
  }

  const { quote } = step;
  const problem = reasonError(reason);
  const problemText =
    problem === 'reason_require' ? tv('reason_require') : problem ? t('reason_invalid') : null;
  const showProblem = touched && problemText;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || !quote.cancellable) return;
    setFailure(null);
    setStep({ name: 'sending', quote });
    cancel({
      userId,
      bookingId,
      accessToken,
      reasonValue: reason.trim(),
      expectedRefund: quote.refundAmount,
    })
      .unwrap()
      .catch((error: unknown) => {
        setFailure(errorText(error, tErrors('generic')));
        setStep({ name: 'quoted', quote });
      });
  };

  return (
    <section className="booking-cancel booking-cancel--open" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="booking-cancel__title">
        {t('cancel_title')}
      </h3>
      {!quote.cancellable ? (
        <p className="booking-cancel__why">{why(quote)}</p>
      ) : (
        <>
          <dl className="booking-cancel__quote" data-testid="refund-quote">
            <div>
              <dt>{t('paid')}</dt>
              <dd>{formatPrice(quote.amount, quote.currency)}</dd>
            </div>
            {quote.refundable ? (
              <div>
                <dt>{t('cancellation_fee')}</dt>
                <dd>{formatPrice(quote.cancellationFee, quote.currency)}</dd>
              </div>
            ) : null}
            <div className="booking-cancel__refund">
              <dt>{t('refund_amount')}</dt>
              <dd>{formatPrice(quote.refundAmount, quote.currency)}</dd>
            </div>
          </dl>
          {deadlineText(quote) && <p className="booking-cancel__policy">{deadlineText(quote)}</p>}
          {!quote.refundable && <p className="alert alert-warning">{why(quote)}</p>}
          <form onSubmit={submit} noValidate>
            <div className="mb-3">
              <label htmlFor={`${ids}-reason`} className="form-label">
                {t('reason_label')}
              </label>
              <textarea
                id={`${ids}-reason`}
                name="reasonValue"
                className={`form-control${showProblem ? ' is-invalid' : ''}`}
                rows={3}
                maxLength={REASON_MAX}
                value={reason}
                aria-invalid={showProblem ? true : undefined}
                aria-describedby={showProblem ? `${ids}-reason-error` : undefined}
                onChange={(event) => setReason(event.target.value)}
                onBlur={() => setTouched(true)}
              />
              {showProblem && (
                <div id={`${ids}-reason-error`} className="invalid-feedback">
                  {problemText}
                </div>
              )}
            </div>
            {failure && (
              <p className="alert alert-danger" role="alert">
                {failure}
              </p>
            )}
            <div className="booking-cancel__actions">
              <button type="submit" className="btn btn-danger" disabled={step.name === 'sending'}>
                {step.name === 'sending' ? t('cancelling') : t('confirm_cancel')}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => {
                  setStep({ name: 'closed' });
                  setTouched(false);
                }}
              >
                {t('keep_booking')}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
