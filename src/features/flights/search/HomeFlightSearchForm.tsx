'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

/**
 * The home page's search form, rendered on the server and hydrated from its own chunk: the page
 * (header, hero, the form's markup) becomes interactive without waiting for the form's code, which
 * the browser fetches right after. React replays a click or keystroke made before that.
 */
const FlightSearchForm = dynamic(() => import('./FlightSearchForm'), {
  loading: () => <FormLoading />,
});

function FormLoading() {
  const t = useTranslations('FlightSearch');
  return (
    <p className="flight-search-loading" role="status">
      {t('form_loading')}
    </p>
  );
}

export function HomeFlightSearchForm() {
  return <FlightSearchForm showRecent />;
}
