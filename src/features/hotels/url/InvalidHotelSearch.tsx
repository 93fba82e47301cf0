import { InvalidSearchPage, type UrlProblem } from '@/features/booking/search/InvalidSearchPage';
import { HotelSearchForm } from '../search/HotelSearchForm';
import type { HotelSearchDraft } from './hotelDraft';
import type { HotelUrlProblem } from './validateHotelUrl';

export interface InvalidHotelSearchViewProps {
  problem: UrlProblem<HotelUrlProblem> | null;
  draft: HotelSearchDraft;
  today: string;
}

/** The kit's Invalid URL page for a hotel search: the hotel rules' words and the hotel search form. */
export function InvalidHotelSearchView({ problem, draft, today }: InvalidHotelSearchViewProps) {
  return (
    <InvalidSearchPage id="hotel" problem={problem} messages="hotelResults">
      <HotelSearchForm draft={draft} today={today} />
    </InvalidSearchPage>
  );
}
