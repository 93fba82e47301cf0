import { useLocale, useTranslations } from 'next-intl';
import { todayIso } from '../dates';
import { dayLabelsFor } from '../format';
import { HomeFlightSearchForm } from './HomeFlightSearchForm';
import { initialFormValues } from './searchFormModel';

/** The home page's Flights module: a titled card around the search form and the recent searches. */
export function FlightSearchPanel() {
  const t = useTranslations('FlightSearch');
  const locale = useLocale();
  // Today and the labels of the form's first dates come from the server, so the browser builds no
  // time-zone or date formatter while the page hydrates (see HomeFlightSearchForm).
  const today = todayIso();
  const initial = initialFormValues(today);
  const days = [...new Set([...initial.legs.map((leg) => leg.date), initial.returnDate])];
  return (
    <section className="flight-search-panel" aria-labelledby="flight-search-title">
      <h2 id="flight-search-title" className="flight-search-panel__title">
        {t('title')}
      </h2>
      <HomeFlightSearchForm today={today} dayLabels={dayLabelsFor(days, locale, true)} />
    </section>
  );
}
