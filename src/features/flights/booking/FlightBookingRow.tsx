'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Route } from '@/components/text/Route';
import type { BookingListItem } from '@/features/booking/api';
import { BookingRowFacts } from '@/features/booking/BookingRow';
import { usePlaceNames } from '../airports/usePlaceNames';
import { formatDay } from '../format';

/** A flight booking in My bookings: the route (round trips as such), the dates, the travellers. */
export function FlightBookingRow({ item }: { item: BookingListItem }) {
  const t = useTranslations('myBookings');
  const locale = useLocale();
  const legs = item.flight?.legs ?? [];
  const first = legs[0];
  const last = legs[legs.length - 1];
  const places = usePlaceNames(legs.flatMap((leg) => [leg.origin, leg.destination]));
  const city = (code: string) => places[code]?.city ?? code;
  const roundTrip = item.flight?.tripType === 'Roundtrip';
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
      <BookingRowFacts item={item} />
    </Link>
  );
}
