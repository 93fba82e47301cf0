import { useLocale, useTranslations } from 'next-intl';
import { useUrlParamName } from '@/components/feedback/useUrlParamName';
import { readableLinkValue } from '@/lib/dates/readableValue';
import { QuotedValue } from '@/components/text/QuotedValue';
import { Link } from '@/i18n/navigation';
import type { DetailsUrlProblem } from './detailsUrl';

/** Long junk in a URL is cut so the explanation stays readable. */
const MAX_SHOWN = 40;
const shown = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);

/**
 * A hotel details URL that breaks a rule: the 'Invalid URL' message, which rule failed, and the way
 * back to a hotel search. Served with status 400 (the proxy rewrites such a URL here).
 */
export function InvalidDetailsUrl({ problem }: { problem: DetailsUrlProblem }) {
  const t = useTranslations('hotelBooking');
  const locale = useLocale();
  const tm = useTranslations('Messages');
  const paramName = useUrlParamName();
  return (
    <section className="container-xxl py-5" aria-labelledby="hotel-invalid-title">
      <h1 id="hotel-invalid-title">{tm('invalid_url_title')}</h1>
      <p>{tm('invalid_url')}</p>
      <p data-testid="invalid-reason">
        {t.rich(`invalid_reason.${problem.reason}`, {
          param: shown(paramName(problem.param)),
          value: shown(readableLinkValue(problem.value, locale)),
          v: (chunks) => <QuotedValue>{chunks}</QuotedValue>,
        })}
      </p>
      <p>{t('invalid_fix')}</p>
      <Link href="/" className="btn btn-primary">
        {t('search_hotels')}
      </Link>
    </section>
  );
}
