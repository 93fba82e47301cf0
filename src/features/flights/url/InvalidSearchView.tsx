import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** A flight search URL that breaks a rule of spec section 5: the 'Invalid URL' message and a way back. */
export function InvalidSearchView() {
  const t = useTranslations('Messages');
  const tFlights = useTranslations('Flights');
  return (
    <section className="container-xxl flight-invalid" aria-labelledby="flight-invalid-title">
      <h1 id="flight-invalid-title" className="flight-invalid__title">
        {t('invalid_url_title')}
      </h1>
      <p className="flight-invalid__text">{t('invalid_url')}</p>
      <Link href="/" className="btn btn-primary">
        {tFlights('back_to_search')}
      </Link>
    </section>
  );
}
