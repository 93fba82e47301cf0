import { useTranslations } from 'next-intl';
import { HomeFlightSearchForm } from './HomeFlightSearchForm';

/** The home page's Flights module: a titled card around the search form and the recent searches. */
export function FlightSearchPanel() {
  const t = useTranslations('FlightSearch');
  return (
    <section className="flight-search-panel" aria-labelledby="flight-search-title">
      <h2 id="flight-search-title" className="flight-search-panel__title">
        {t('title')}
      </h2>
      <HomeFlightSearchForm />
    </section>
  );
}
