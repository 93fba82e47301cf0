import { useTranslations } from 'next-intl';
import { RetryButton } from './RetryButton';

export interface NoConfigViewProps {
  /** Tests pass their own; the page reloads by default. */
  onRetry?: () => void;
}

/**
 * Shown when the club's configuration could not be loaded (unknown host, a 500 or `data: null`).
 * There is no club here: neutral colours only, no theme variables, no links into the site. Rendered
 * on the server; only the retry button is client code.
 */
export function NoConfigView({ onRetry }: NoConfigViewProps) {
  const t = useTranslations('NoConfig');
  return (
    <main className="no-config-view" aria-labelledby="no-config-title">
      <div className="no-config-view__card">
        <svg
          className="no-config-view__icon"
          aria-hidden="true"
          focusable="false"
          width="48"
          height="48"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5v.01" />
        </svg>
        <h1 id="no-config-title" className="no-config-view__title">
          {t('title')}
        </h1>
        <p className="no-config-view__text">{t('text')}</p>
        <p className="no-config-view__hint">{t('hint')}</p>
        <RetryButton className="no-config-view__retry" label={t('retry')} onRetry={onRetry} />
      </div>
    </main>
  );
}

export default NoConfigView;
