'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import { isAgentType } from '@/lib/session/user';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import { agentModeFor, agentModeGroups } from './agentPaymentModes';
import { CardForm } from './CardForm';
import { MethodChoice } from './MethodChoice';
import { SavedCardChoice } from './SavedCardChoice';
import { savedCardsApi } from './savedCardsApi';
import { OtherMethodForm } from './OtherMethodForms';
import type { PayOutcome } from './paymentOutcome';
import { usePayment } from './usePayment';
import { usePaymentMethods } from './usePaymentMethods';
import { useWarnBeforeUnload } from './useWarnBeforeUnload';
import {
  MODULE_TYPE,
  PAYMENT_METHOD,
  TOKENIZATION,
  type PayableBooking,
  type PaymentInstrument,
  type PaymentResult,
} from './types';

export interface PaymentStepProps {
  booking: PayableBooking;
  /** Paid (also when the supplier then refused: the booking page shows the refund). */
  onPaid: (result: PaymentResult | null) => void;
  /** The fare or session behind the booking expired: back to the search. */
  onExpired: () => void;
  /** What a reload learnt of the last attempt: its refusal, or that it never arrived. */
  resume?: PaymentResume | null;
  /** An attempt is about to go out / got an answer: the page may keep its key to resume. */
  onAttemptSent?: (key: string, method: number) => void;
  onAttemptSettled?: () => void;
}

export interface PaymentResume {
  outcome: PayOutcome | null;
  /** The last attempt never reached the API: by card (whose details went with the reload) or not. */
  lost: 'card' | 'other' | null;
  /** The method of the last attempt, chosen again. */
  method: number | null;
}

const CARD_METHODS: readonly number[] = [PAYMENT_METHOD.DebitCard, PAYMENT_METHOD.CreditCard];

/**
 * The payment feature's entry: a module (flights, hotels) renders it with the booking to pay, whose
 * module type, amount and currency choose the methods and the sum. Module-agnostic: the methods the API offers this caller, the form of the chosen one, and
 * the outcome of each attempt. While paying, the page says not to refresh (in a live region).
 */
export function PaymentStep({
  booking,
  onPaid,
  onExpired,
  resume = null,
  onAttemptSent,
  onAttemptSettled,
}: PaymentStepProps) {
  const t = useTranslations('Payment');
  const tm = useTranslations('Messages');
  const formatPrice = useFormatPrice();
  const groupId = useId();
  const { state, retry: retryMethods } = usePaymentMethods(booking.moduleType);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const agentUser = user?.userType !== undefined && isAgentType(user.userType);
  const [chosen, setChosen] = useState<number | null>(resume?.method ?? null);
  const [resumeNotice, setResumeNotice] = useState(resume?.lost ?? null);

  const onOutcome = useCallback(
    (outcome: PayOutcome) => {
      if (outcome.kind === 'success' || outcome.kind === 'supplier_failed') onPaid(outcome.result);
      else if (outcome.kind === 'already_paid') onPaid(null);
      else if (outcome.kind === 'expired') onExpired();
    },
    [onPaid, onExpired],
  );
  const payment = usePayment(booking, onOutcome, {
    initialOutcome: resume?.outcome ?? null,
    onAttemptSent: (key, method) => {
      setResumeNotice(null);
      onAttemptSent?.(key, method);
    },
    onAttemptSettled,
  });
  useWarnBeforeUnload(payment.paying);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = state.status === 'ready' && state.methods.length > 0;
  useEffect(() => {
    // The button that led here ("Continue to payment") is gone, and focus with it (to <body>):
    // the step's heading takes it, so keyboards carry on from here and screen readers announce it.
    // Focus the user has put somewhere else is left alone.
    const active = document.activeElement;
    if (shown && (active === null || active === document.body)) heading.current?.focus();
  }, [shown]);

  const outcomeText = (outcome: PayOutcome | null): string | null => {
    switch (outcome?.kind) {
      case 'declined':
        return tm('card_not_valid');
      case 'failed':
        return tm('payment_failed');
      case 'cancelled':
        return tm('payment_cancelled');
      case 'wallet_insufficient':
        return t('wallet_insufficient');
      case 'points_insufficient':
        return t('points_insufficient');
      case 'no_answer':
        return t('no_answer');
      case 'error':
        return outcome.message ?? t('generic_error');
      default:
        return null;
    }
  };

  if (state.status === 'loading') return <p className="payment-step__status">{t('methods_loading')}</p>;
  if (state.status === 'failed' || state.methods.length === 0) {
    return (
      <div className="payment-step__status" role="alert">
        <p>{t('methods_failed')}</p>
        <button type="button" className="btn btn-outline-primary" onClick={retryMethods}>
          {t('retry')}
        </button>
      </div>
    );
  }

  const methods = state.methods;
  const modes = agentModeGroups(methods, agentUser);
  const current = methods.find((m) => m.method === chosen) ?? methods[0]!;
  const payLabel = t('pay_amount', { amount: formatPrice(booking.amount, booking.currency) });
  const text = outcomeText(payment.outcome);
  const isCard = CARD_METHODS.includes(current.method);
  const agentPaymentMode = agentModeFor(current, modes);
  const withMode = (instrument: PaymentInstrument): PaymentInstrument =>
    agentPaymentMode === undefined ? instrument : { ...instrument, agentPaymentMode };
  const pay = (instrument: PaymentInstrument) => void payment.pay(withMode(instrument));
  const cardForm = (
    <CardForm
      payLabel={payLabel}
      disabled={payment.paying}
      cardError={text}
      offerSave={user !== null}
      onSaved={() => dispatch(savedCardsApi.util.invalidateTags(['SavedCards']))}
      onToken={(token) => payment.pay(withMode({ method: current.method, paymentToken: token.paymentToken }))}
    />
  );

  return (
    <section className="payment-step" aria-labelledby={`${groupId}-title`} data-testid="payment-step">
      <h2 id={`${groupId}-title`} className="checkout-section__title" ref={heading} tabIndex={-1}>
        {t('title')}
      </h2>
      {resumeNotice && (
        <p className="alert alert-info" role="status" data-testid="payment-resume-notice">
          {resumeNotice === 'card' ? t('resume_card_again') : t('resume_pay_again')}
        </p>
      )}
      <MethodChoice
        groupId={groupId}
        methods={methods}
        modeGroups={modes?.groups ?? null}
        current={current.method}
        disabled={payment.paying}
        onChoose={(method) => {
          setChosen(method);
          payment.clearOutcome();
        }}
      />

      {isCard && user ? (
        <SavedCardChoice
          userId={user.id}
          disabled={payment.paying}
          payLabel={payLabel}
          error={text}
          onPaySaved={(card) =>
            pay({ method: current.method, paymentMode: TOKENIZATION, savedCardId: card.id })
          }
          newCardForm={cardForm}
        />
      ) : isCard ? (
        cardForm
      ) : (
        <>
          <OtherMethodForm
            key={current.method}
            method={current}
            disabled={payment.paying}
            payLabel={payLabel}
            onPay={pay}
          />
          <div className="checkout-alert" role="alert" data-testid="payment-error">
            {text && <p className="alert alert-danger mb-0">{text}</p>}
          </div>
        </>
      )}
      {payment.outcome?.kind === 'failed' && (
        // The specification's words for a booking whose payment failed, under the payment's own error.
        <p
          className="payment-step__failed-booking text-danger mt-2 mb-0"
          data-testid="payment-failed-booking"
        >
          {tm(
            booking.moduleType === MODULE_TYPE.Hotel
              ? 'hotel_booking_payment_failed'
              : 'flight_booking_payment_failed',
          )}
        </p>
      )}
      {payment.canRetry && (
        <button type="button" className="btn btn-outline-primary mt-2" onClick={() => void payment.retry()}>
          {t('retry_payment')}
        </button>
      )}
      <div className="payment-step__progress" aria-live="assertive" data-testid="payment-progress">
        {payment.paying && (
          <div className="alert alert-warning mb-0">
            <strong>{tm('do_not_refresh')}</strong>
            <p className="mb-0">{tm('booking_in_progress')}</p>
          </div>
        )}
      </div>
    </section>
  );
}
