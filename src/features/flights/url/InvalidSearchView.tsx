import { useTranslations } from 'next-intl';
import { InvalidSearchPage, type UrlProblem } from '@/features/booking/search/InvalidSearchPage';
import { FlightSearchForm } from '../search/FlightSearchForm';
import type { PlaceNames } from '../search/recentSearchesSlice';
import type { SearchDraft } from '../search/searchFormModel';
import type { TravellerLimit } from '../search/travellers';
import type { SearchUrlProblem } from './validateSearchUrl';

export interface InvalidSearchViewProps {
  /** The rule the URL broke, with the parameter and its value as the URL had them. */
  problem: UrlProblem<SearchUrlProblem> | null;
  /** What the URL got right, to fill the search form with. */
  draft: SearchDraft | null;
  places?: PlaceNames;
  today: string;
}

/** The kit's Invalid URL page for a flight search: the flight rules' words and the flight search form. */
export function InvalidSearchView({ problem, draft, places, today }: InvalidSearchViewProps) {
  const tSearch = useTranslations('FlightSearch');
  // Too many travellers: the limit in the search form's own words.
  const travellers =
    problem?.reason === 'travellers' ? tSearch(`limit.${problem.param as TravellerLimit}`) : undefined;
  return (
    <InvalidSearchPage id="flight" problem={problem} messages="Messages" reason={travellers}>
      <FlightSearchForm initialDraft={draft} places={places} today={today} />
    </InvalidSearchPage>
  );
}
