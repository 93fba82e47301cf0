import { useTranslations } from 'next-intl';
import { HomeHotelSearchForm } from './HomeHotelSearchForm';
import { todayIso } from './stayDates';

/** The home page's Hotels module: a titled card around the search form and the recent searches. */
export function HotelSearchPanel() {
  const t = useTranslations('hotels');
  return (
    <section className="flight-search-panel hotel-search-panel" aria-labelledby="hotel-search-title">
      <h2 id="hotel-search-title" className="flight-search-panel__title">
        {t('search_title')}
      </h2>
      <HomeHotelSearchForm today={todayIso()} />
    </section>
  );
}
