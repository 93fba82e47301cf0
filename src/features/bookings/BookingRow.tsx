'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Ltr } from '@/components/text/Ltr';
import { Route } from '@/components/text/Route';
import { usePlaceNames } from '@/features/flights/airports/usePlaceNames';
import { formatDay } from '@/features/flights/format';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import type { BookingListItem } from './api';

/**
 * One booking in a list: what a traveller scans for — the route, the dates, how many travel, the
 * reference, the status (and refund) and the amount — as a link to its detail page.
 */
export function BookingRow({ item }: { item: BookingListItem }) {
  const t = useTranslations('myBookings');
  const tt = useTranslations('ThankYou');
  const locale = useLocale();
  const formatPrice = useFormatPrice();
  const legs = item.flight?.legs ?? [];
  const first = legs[0];
  const last = legs[legs.length - 1];
  const places = usePlaceNames(legs.flatMap((leg) => [leg.origin, leg.destination]));
  const city = (code: string) => places[code]?.city ?? code;
  const roundTrip = item.flight?.tripType === 'Roundtrip';
  const statusName = item.statusName;
  return (
    <Link href={`/my-bookings/flights/${item.bookingId}`} className="booking-row" data-testid="booking-row">
      <span className="booking-row__route">
        {first && last && (
          <Route
            from={city(first.origin)}
            to={city(roundTrip ? first.destination : last.destination)}
            roundTrip={roundTrip}
          />
        )}
      </span>
      <span className="booking-row__dates">
        {first && formatDay(first.departure, locale, true)}
        {last && last !== first && <> – {formatDay(last.departure, locale, true)}</>}
      </span>
      <span className="booking-row__travellers">
        {t('travellers', { count: item.flight?.travellers ?? 0 })}
        {item.flight?.leadTraveller && <> · {item.flight.leadTraveller}</>}
      </span>
      <span className="booking-row__reference">
        {t('reference')} <Ltr>{item.reference}</Ltr>
      </span>
      <span className="booking-row__status">
        <span className={`booking-status booking-status--${statusName.toLowerCase()}`}>
          {tt(`statuses.${statusName}`)}
        </span>
        {item.refund && (
          <span className="booking-row__refund">
            {t('refund_status', { status: tt(`refund_statuses.${item.refund.statusName}`) })}
          </span>
        )}
      </span>
      <span className="booking-row__amount">{formatPrice(item.amount, item.currency)}</span>
    </Link>
  );
}
