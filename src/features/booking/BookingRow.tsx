'use client';

import { useTranslations } from 'next-intl';
import { Ltr } from '@/components/text/Ltr';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import type { BookingListItem } from './api';

/**
 * The end of one booking's row in a My bookings list — the reference, the status (and refund's) and
 * the amount, the same for every module; the module's row (its `ListRow`) draws what a traveller
 * scans for first: the route or the hotel, the dates, how many travel.
 */
export function BookingRowFacts({ item }: { item: BookingListItem }) {
  const t = useTranslations('myBookings');
  const tt = useTranslations('ThankYou');
  const formatPrice = useFormatPrice();
  const statusName = item.statusName;
  return (
    <>
      <span className="booking-row__reference">
        {t('reference')} <Ltr>{item.reference}</Ltr>
      </span>
      <span className="booking-row__status">
        <span className={`booking-status booking-status--${statusName.toLowerCase()}`}>
          {tt(`statuses.${statusName}`)}
        </span>
        {item.refund && (
          <span
            className={`booking-row__refund booking-row__refund--${item.refund.statusName.toLowerCase()}`}
          >
            {t('refund_status', { status: tt(`refund_statuses.${item.refund.statusName}`) })}
          </span>
        )}
      </span>
      <span className="booking-row__amount">{formatPrice(item.amount, item.currency)}</span>
    </>
  );
}
