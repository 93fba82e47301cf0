import { useTranslations } from 'next-intl';
import {
  InvalidSearchPage,
  useProblemQuote,
  type UrlProblem,
} from '@/features/booking/search/InvalidSearchPage';
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
  const tHotels = useTranslations('hotelResults');
  const quote = useProblemQuote();
  const reason = problem && tHotels.rich(`invalid_url_reason.${problem.reason}`, quote(problem));
  return (
    <InvalidSearchPage id="hotel" reason={reason}>
      <HotelSearchForm draft={draft} today={today} />
    </InvalidSearchPage>
  );
}
