import { useLocale, useTranslations } from 'next-intl';
import { dayLabelsFor } from '@/lib/dates/dayLabels';
import { guestsKey, type HotelFormLabels } from './formLabels';
import { HomeHotelSearchForm } from './HomeHotelSearchForm';
import { guestCounts } from './roomsModel';
import { initialHotelForm } from './searchForm';
import { nightsBetween, todayIso } from './stayDates';

/** The home page's Hotels module: a titled card around the search form and the recent searches. */
export function HotelSearchPanel() {
  const t = useTranslations('hotels');
  const locale = useLocale();
  const today = todayIso();
  const { checkIn, checkOut, rooms } = initialHotelForm(today);
  const nights = nightsBetween(checkIn, checkOut);
  const counts = guestCounts(rooms);
  const labels: HotelFormLabels = {
    days: dayLabelsFor([checkIn, checkOut], locale, false),
    nights: { [nights]: t('nights', { count: nights }) },
    guests: { [guestsKey(counts)]: t('rooms_summary', counts) },
  };
  return (
    <section className="flight-search-panel hotel-search-panel" aria-labelledby="hotel-search-title">
      <h2 id="hotel-search-title" className="flight-search-panel__title">
        {t('search_title')}
      </h2>
      <HomeHotelSearchForm today={today} labels={labels} />
    </section>
  );
}
