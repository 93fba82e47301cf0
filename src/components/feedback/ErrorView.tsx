'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export interface ErrorViewProps {
  /** The error boundary's reset; without it the button reloads the page. */
  onRetry?: () => void;
}

/** The generic error page body (the route's `error.tsx`). */
export function ErrorView({ onRetry }: ErrorViewProps) {
  const t = useTranslations('ErrorPage');
  return (
    <section className="feedback-page feedback-page--error" aria-labelledby="error-title">
      <h1 id="error-title" className="feedback-page__title">
        {t('title')}
      </h1>
      <p className="feedback-page__text">{t('text')}</p>
      <div className="feedback-page__actions">
        <button
          type="button"
          className="btn btn-primary btn-lg"
          onClick={() => (onRetry ? onRetry() : window.location.reload())}
        >
          {t('retry')}
        </button>
        <Link href="/" className="btn btn-outline-primary btn-lg">
          {t('go_home')}
        </Link>
      </div>
    </section>
  );
}

export default ErrorView;
