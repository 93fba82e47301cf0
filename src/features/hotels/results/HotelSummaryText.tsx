import { useLocale, useTranslations } from 'next-intl';
import { totalGuests } from '../occupancy';
import type { Destination, HotelSearch } from '../search/hotelSearch';
import { formatStayDay, nightsBetween } from '../search/stayDates';

export interface HotelSummaryTextProps {
  search: HotelSearch;
  /** The search's destination in the page's language (null when the API could not name it). */
  destination: Destination | null;
}

/**
 * The results page's heading and its stay line ("Hotels in Doha, Qatar", "Sat, 19 Dec 2026 –
 * Mon, 21 Dec 2026 · 2 nights · 2 rooms, 3 guests"). Nothing in it responds to input, so the
 * server renders it (no 'use client': the route passes it to HotelResults as a rendered part);
 * the dates' formatter is then never built in the browser while the page hydrates.
 */
export function HotelSummaryText({ search, destination }: HotelSummaryTextProps) {
  const t = useTranslations('hotelResults');
  const tSearch = useTranslations('hotels');
  const locale = useLocale();
  const place = destination
    ? tSearch('place', {
        name: destination.name,
        where: destination.type === 'HOTEL' ? destination.cityName : destination.countryName,
      })
    : t('your_destination');
  return (
    <div className="hotel-summary__text">
      <h1 id="hotel-summary-title" className="hotel-summary__title">
        {t('results_title', { place })}
      </h1>
      <p className="hotel-summary__meta">
        {formatStayDay(search.checkIn, locale)} – {formatStayDay(search.checkOut, locale)} ·{' '}
        {tSearch('nights', { count: nightsBetween(search.checkIn, search.checkOut) })} ·{' '}
        {tSearch('rooms_summary', { rooms: search.rooms.length, ...totalGuests(search.rooms) })}
      </p>
    </div>
  );
}
