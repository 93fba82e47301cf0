'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Ltr } from '@/components/text/Ltr';
import { Route } from '@/components/text/Route';
import { usePlaceNames } from '@/features/flights/airports/usePlaceNames';
import { formatDay } from '@/features/flights/format';
import { formatDay as formatStayDay } from '@/features/hotels/details/format';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import type { BookingListItem } from './api';
import { placeLine } from '@/components/text/placeLine';

/**
 * One booking in a list: what a traveller scans for — the route (a hotel: its name and city), the
 * dates, how many travel (rooms and guests), the reference, the status (and refund) and the amount —
 * as a link to its detail page.
 */
export function BookingRow({ item }: { item: BookingListItem }) {
  return item.hotel ? <HotelRow item={item} hotel={item.hotel} /> : <FlightRow item={item} />;
}

/** The reference, the status with the refund's, and the amount: the same for every module. */
function RowFacts({ item }: { item: BookingListItem }) {
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

function HotelRow({ item, hotel }: { item: BookingListItem; hotel: NonNullable<BookingListItem['hotel']> }) {
  const t = useTranslations('myBookings');
  const th = useTranslations('hotelBooking');
  const locale = useLocale();
  return (
    <Link href={`/my-bookings/hotels/${item.bookingId}`} className="booking-row" data-testid="booking-row">
      <span className="booking-row__route">
        {hotel.name}
        <span className="booking-row__place">{placeLine([hotel.cityName, hotel.countryName], locale)}</span>
      </span>
      <span className="booking-row__dates">
        {formatStayDay(hotel.checkIn, locale)} – {formatStayDay(hotel.checkOut, locale)} ·{' '}
        {th('nights', { count: hotel.nights })}
      </span>
      <span className="booking-row__travellers">
        {t('rooms_guests', { rooms: hotel.rooms, guests: hotel.guests })}
        {hotel.leadGuest && <> · {hotel.leadGuest}</>}
      </span>
      <RowFacts item={item} />
    </Link>
  );
}

function FlightRow({ item }: { item: BookingListItem }) {
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
      <RowFacts item={item} />
    </Link>
  );
}
