'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import type { Cancellation } from '../api/booking';
import { cancellationState, formatDeadline } from './cancellation';

/**
 * A rate's cancellation policy in words: free until the deadline (in the hotel's time, zone named),
 * then the penalty; or what cancelling costs now; or not refundable.
 */
export function CancellationText({
  rate,
  timeZone,
  currency,
  now,
}: {
  rate: { refundable: boolean; cancellation: Cancellation | null };
  timeZone: string;
  currency: string;
  now: Date;
}) {
  const t = useTranslations('hotelBooking');
  const locale = useLocale();
  const formatPrice = useFormatPrice();
  const state = cancellationState(rate, now);
  if (state.kind === 'non_refundable')
    return <span className="hotel-cancel--none">{t('non_refundable')}</span>;
  const penalty = formatPrice(state.penalty, currency);
  if (state.kind === 'penalty_only') return <span>{t('cancel_penalty_now', { penalty })}</span>;
  const deadline = formatDeadline(state.deadline, timeZone, locale);
  return (
    <span className="hotel-cancel--free">
      {deadline
        ? t('free_cancellation_until', { when: deadline.when, zone: deadline.zone, penalty })
        : t('free_cancellation', { penalty })}
    </span>
  );
}
