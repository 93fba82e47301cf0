import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useUrlParamName } from '@/components/feedback/useUrlParamName';
import { readableLinkValue } from '@/lib/dates/readableValue';
import { QuotedValue } from '@/components/text/QuotedValue';
import { HotelSearchForm } from '../search/HotelSearchForm';
import type { HotelSearchDraft } from './hotelDraft';
import type { HotelUrlProblem } from './validateHotelUrl';

const MAX_SHOWN = 40;

export interface InvalidHotelSearchViewProps {
  problem: { reason: HotelUrlProblem; param: string; value: string } | null;
  draft: HotelSearchDraft;
  today: string;
}

/**
 * A hotel search URL that breaks a rule of spec section 5: the shared 'Invalid URL' message, which
 * rule failed, and the hotel search form filled with what was valid.
 */
export function InvalidHotelSearchView({ problem, draft, today }: InvalidHotelSearchViewProps) {
  const t = useTranslations('Messages');
  const paramName = useUrlParamName();
  const locale = useLocale();
  const tHotels = useTranslations('hotelResults');
  const shown = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);
  let reason: ReactNode = null;
  if (problem) {
    reason = tHotels.rich(`invalid_url_reason.${problem.reason}`, {
      param: shown(paramName(problem.param)),
      value: shown(readableLinkValue(problem.value, locale)),
      v: (chunks) => <QuotedValue>{chunks}</QuotedValue>,
    });
  }
  return (
    <section className="container-xxl flight-invalid" aria-labelledby="hotel-invalid-title">
      <h1 id="hotel-invalid-title" className="flight-invalid__title">
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
        <HotelSearchForm draft={draft} today={today} />
      </div>
    </section>
  );
}
