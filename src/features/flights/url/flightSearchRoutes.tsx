import { searchRoutes } from '@/features/booking/search/searchRoutes';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { dayLabelsFor } from '../format';
import { searchKey } from '../model';
import { FlightResults } from '../results/FlightResults';
import { resultsPageData } from '../results/resultsPageData';
import { InvalidSearch } from './InvalidSearch';
import { validateSearchUrlForClub } from './serverValidation';

/** The flight search's routes: /flights (the results) and /flights/invalid. */
export const flightSearchRoutes = searchRoutes({
  path: '/flights',
  titleMessages: 'Flights',
  descriptionKey: 'flights',
  invalidDescriptionKey: 'invalid_url',
  validate: ({ params, clubId }) => validateSearchUrlForClub(params, clubId),
  async results({ search, view }, { locale }) {
    const { places, domesticAirlines } = await resultsPageData(search, locale);
    return (
      <PageMessages namespaces={PAGE_NAMESPACES.flightResults}>
        <FlightResults
          key={searchKey(search)}
          search={search}
          places={places}
          domesticAirlines={domesticAirlines}
          initialView={view}
          dayLabels={dayLabelsFor(
            search.legs.map((leg) => leg.date),
            locale,
            false,
          )}
        />
      </PageMessages>
    );
  },
  invalid: (input) => <InvalidSearch {...input} />,
});
