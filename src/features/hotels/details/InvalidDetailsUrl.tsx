import { useTranslations } from 'next-intl';
import { useProblemQuote } from '@/features/booking/search/InvalidSearchPage';
import { Link } from '@/i18n/navigation';
import type { DetailsUrlProblem } from './detailsUrl';

/**
 * A hotel details URL that breaks a rule: the 'Invalid URL' message, which rule failed, and the way
 * back to a hotel search. Served with status 400 (the proxy rewrites such a URL here).
 */
export function InvalidDetailsUrl({ problem }: { problem: DetailsUrlProblem }) {
  const t = useTranslations('hotelBooking');
  const tm = useTranslations('Messages');
  const quote = useProblemQuote();
  return (
    <section className="container-xxl py-5" aria-labelledby="hotel-invalid-title">
      <h1 id="hotel-invalid-title">{tm('invalid_url_title')}</h1>
      <p>{tm('invalid_url')}</p>
      <p data-testid="invalid-reason">{t.rich(`invalid_reason.${problem.reason}`, quote(problem))}</p>
      <p>{t('invalid_fix')}</p>
      <Link href="/" className="btn btn-primary">
        {t('search_hotels')}
      </Link>
    </section>
  );
}
