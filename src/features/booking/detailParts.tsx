'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Ltr } from '@/components/text/Ltr';
import { formatClock } from '@/lib/dates/clock';
import { formatDay } from '@/lib/dates/dayLabels';
import { PAYMENT_METHOD_NAMES } from '@/features/payment/types';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import type { AnyManagedBooking } from './api';

/** The parts of a booking's detail page that flights and hotels share. */

export const PAYMENT_TYPE_NAMES: Record<number, string> = {
  1: 'Cash',
  2: 'LoyaltyPoints',
  3: 'Wallet',
  4: 'Coupon',
};

/** `2026-12-01T08:30:00.000Z` → the day and time in the page's language. */
export function useMoment() {
  const locale = useLocale();
  return (iso: string) => {
    const date = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
      date.getHours(),
    )}:${pad(date.getMinutes())}`;
    return `${formatDay(local, locale, true)} ${formatClock(local, locale)}`;
  };
}

/** Every status the booking has taken, oldest first. */
export function StatusHistory({ history }: { history: AnyManagedBooking['history'] }) {
  const t = useTranslations('myBookings');
  const tt = useTranslations('ThankYou');
  const moment = useMoment();
  return (
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
  );
}

/** The amount, how it was paid, when, and the refund. */
export function PaymentLines({ booking }: { booking: AnyManagedBooking['booking'] }) {
  const t = useTranslations('myBookings');
  const tt = useTranslations('ThankYou');
  const tp = useTranslations('Payment');
  const formatPrice = useFormatPrice();
  const moment = useMoment();
  const methodName = booking.paymentMethod ? PAYMENT_METHOD_NAMES[booking.paymentMethod] : null;
  // Payment type 1 ("Cash" in the API's enumeration) is any money payment: card, UPI, net banking.
  // The method line already says which, so the type shows only when it adds something (points,
  // wallet, coupon) or no method is known — and then never as "Cash" for a card.
  const typeName = booking.paymentType ? PAYMENT_TYPE_NAMES[booking.paymentType] : null;
  const showType = typeName !== null && typeName !== undefined && !(typeName === 'Cash' && methodName);
  return (
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
      {showType && (
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
  );
}
