import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useUrlParamName } from '@/components/feedback/useUrlParamName';
import { readableLinkValue } from '@/lib/dates/readableValue';
import { QuotedValue } from '@/components/text/QuotedValue';
import { FlightSearchForm } from '../search/FlightSearchForm';
import type { PlaceNames } from '../search/recentSearchesSlice';
import type { SearchDraft } from '../search/searchFormModel';
import type { TravellerLimit } from '../search/travellers';
import type { SearchUrlProblem } from './validateSearchUrl';

/** Long junk in a URL is cut so the explanation stays readable. */
const MAX_SHOWN = 40;

export interface InvalidSearchViewProps {
  /** The rule the URL broke, with the parameter and its value as the URL had them. */
  problem: { reason: SearchUrlProblem; param: string; value: string } | null;
  /** What the URL got right, to fill the search form with. */
  draft: SearchDraft | null;
  places?: PlaceNames;
  today: string;
}

/**
 * A flight search URL that breaks a rule of spec section 5: the 'Invalid URL' message, which rule
 * failed, and the search form filled with what was valid, so the visitor fixes it in one step.
 */
export function InvalidSearchView({ problem, draft, places, today }: InvalidSearchViewProps) {
  const t = useTranslations('Messages');
  const paramName = useUrlParamName();
  const locale = useLocale();
  const tSearch = useTranslations('FlightSearch');
  const shown = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);
  let reason: ReactNode = null;
  if (problem?.reason === 'travellers') {
    reason = tSearch(`limit.${problem.param as TravellerLimit}`);
  } else if (problem) {
    reason = t.rich(`invalid_url_reason.${problem.reason}`, {
      param: shown(paramName(problem.param)),
      value: shown(readableLinkValue(problem.value, locale)),
      v: (chunks) => <QuotedValue>{chunks}</QuotedValue>,
    });
  }
  return (
    <section className="container-xxl flight-invalid" aria-labelledby="flight-invalid-title">
      <h1 id="flight-invalid-title" className="flight-invalid__title">
        {t('invalid_url_title')}
      </h1>
      <p className="flight-invalid__text">{t('invalid_url')}</p>
      {reason && (
        <p className="flight-invalid__reason" data-testid="invalid-reason">
          {reason}
        </p>
      )}
      <p className="flight-invalid__fix">{t('invalid_url_fix')}</p>
      <div className="flight-invalid__form">
        <FlightSearchForm initialDraft={draft} places={places} today={today} />
      </div>
    </section>
  );
}
