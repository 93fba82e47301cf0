import type { InvalidSearchContent } from '@/features/booking/search/searchRoutes';
import { todayIso } from '../search/stayDates';
import { InvalidHotelSearchView } from './InvalidHotelSearch';
import { invalidHotelSearchDetails } from './serverValidation';

/** The Invalid URL page's content on the server: which rule failed, and the form's draft. */
export async function InvalidHotelSearchPage({ params, clubId, locale }: InvalidSearchContent) {
  const { problem, draft } = await invalidHotelSearchDetails(params, clubId, locale);
  const value = problem
    ? problem.param === 'room'
      ? params.getAll('room').join(', ')
      : (params.get(problem.param) ?? '')
    : '';
  const shownProblem = problem ? { reason: problem.reason, param: problem.param, value } : null;
  return <InvalidHotelSearchView problem={shownProblem} draft={draft} today={todayIso()} />;
}
