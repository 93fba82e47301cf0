import type { InvalidSearchContent } from '@/features/booking/search/searchRoutes';
import { placeNamesFor } from '../airports/placeNames';
import { todayIso } from '../dates';
import { InvalidSearchView } from './InvalidSearchView';
import { invalidSearchDetails } from './serverValidation';

/**
 * The Invalid URL page's content on the server: validates the URL again to say which rule failed,
 * and names the airports the URL got right in the page's language for the prefilled form.
 */
export async function InvalidSearch({ params, clubId, locale }: InvalidSearchContent) {
  const { problem, draft } = await invalidSearchDetails(params, clubId);
  const codes = draft.legs.flatMap((leg) => [leg.from, leg.to]).filter((code) => code !== null);
  const places = await placeNamesFor(codes, locale);
  const shownProblem = problem
    ? { reason: problem.reason, param: problem.param, value: params.get(problem.param) ?? '' }
    : null;
  return <InvalidSearchView problem={shownProblem} draft={draft} places={places} today={todayIso()} />;
}
