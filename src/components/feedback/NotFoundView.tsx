import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export interface NotFoundViewProps {
  /** The variant for a missing requested URL has no go-home button. */
  showHomeButton?: boolean;
}

export function NotFoundView({ showHomeButton = true }: NotFoundViewProps) {
  const t = useTranslations('NotFound');
  return (
    <section className="feedback-page feedback-page--not-found" aria-labelledby="not-found-title">
      <p className="feedback-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="feedback-page__title">
        {t('title')}
      </h1>
      <p className="feedback-page__text">{t('page_not_found')}</p>
      {showHomeButton && (
        <Link href="/" className="btn btn-primary btn-lg feedback-page__action">
          {t('go_home')}
        </Link>
      )}
    </section>
  );
}

export default NotFoundView;
