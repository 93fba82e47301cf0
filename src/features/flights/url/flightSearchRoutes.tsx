import { searchRoutes } from '@/features/booking/search/searchRoutes';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { addDaysIso, todayIso } from '../dates';
import { dayLabelsFor } from '../format';
import { searchKey } from '../model';
import { FlightResults } from '../results/FlightResults';
import { resultsPageData } from '../results/resultsPageData';
import { InvalidSearch } from './InvalidSearch';
import { validateSearchUrlForClub } from './serverValidation';

/** A fare strip's days around a leg's date (FareStrip's SPAN of 3). */
const STRIP_OFFSETS = [-3, -2, -1, 0, 1, 2, 3];

/** The flight search's routes: /flights (the results) and /flights/invalid. */
export const flightSearchRoutes = searchRoutes({
  path: '/flights',
  titleMessages: 'Flights',
  descriptionKey: 'flights',
  invalidDescriptionKey: 'invalid_url',
  validate: ({ params, clubId }) => validateSearchUrlForClub(params, clubId),
  resultsMessages: PAGE_NAMESPACES.flightResults,
  async results({ search, view }, { locale }) {
    const { places, domesticAirlines } = await resultsPageData(search, locale);
    // The summary's days and the fare strips' (three either side of each leg's), so neither builds
    // a date formatter in the browser while the page loads.
    const stripDays = search.legs.flatMap((leg) =>
      STRIP_OFFSETS.map((offset) => addDaysIso(leg.date, offset)),
    );
    return (
      <FlightResults
        key={searchKey(search)}
        today={todayIso()}
        dayLabels={dayLabelsFor(stripDays, locale, false)}
        search={search}
        places={places}
        domesticAirlines={domesticAirlines}
        initialView={view}
      />
    );
  },
  invalid: (input) => <InvalidSearch {...input} />,
});
