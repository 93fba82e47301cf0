'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { placeLine } from '@/components/text/placeLine';
import type { BookingListItem } from '@/features/booking/api';
import { BookingRowFacts } from '@/features/booking/BookingRow';
import { formatDay } from '@/lib/dates/dayLabels';
import { HijriDate } from '@/components/text/HijriDate';

/** A hotel booking in My bookings: the hotel and its city, the nights, rooms and guests. */
export function HotelBookingRow({ item }: { item: BookingListItem }) {
  const hotel = item.hotel;
  const t = useTranslations('myBookings');
  const th = useTranslations('hotelBooking');
  const locale = useLocale();
  if (!hotel) {
    // The API sends a hotel booking's row with its hotel; without one, the facts still link to it.
    return (
      <Link href={`/my-bookings/hotels/${item.bookingId}`} className="booking-row" data-testid="booking-row">
        <BookingRowFacts item={item} />
      </Link>
    );
  }
  return (
    <Link href={`/my-bookings/hotels/${item.bookingId}`} className="booking-row" data-testid="booking-row">
      <span className="booking-row__route">
        {hotel.name}
        <span className="booking-row__place">{placeLine([hotel.cityName, hotel.countryName], locale)}</span>
      </span>
      <span className="booking-row__dates">
        {formatDay(hotel.checkIn, locale, true)}
        <HijriDate date={hotel.checkIn} /> – {formatDay(hotel.checkOut, locale, true)}
        <HijriDate date={hotel.checkOut} /> · {th('nights', { count: hotel.nights })}
      </span>
      <span className="booking-row__travellers">
        {t('rooms_guests', { rooms: hotel.rooms, guests: hotel.guests })}
        {hotel.leadGuest && <> · {hotel.leadGuest}</>}
      </span>
      <BookingRowFacts item={item} />
    </Link>
  );
}
