'use client';

import { memo } from 'react';
import { useTranslations } from 'next-intl';
import type { PolledSearchPhase } from '@/features/booking/search/usePolledSearch';

export interface ResultsStatusProps {
  phase: PolledSearchPhase;
  progress: number;
  error: string | null;
  onRetry: () => void;
  onModify: () => void;
}

/** The search's progress while it runs; a clear message with a way on when it expired or failed. */
export const ResultsStatus = memo(function ResultsStatus({
  phase,
  progress,
  error,
  onRetry,
  onModify,
}: ResultsStatusProps) {
  const t = useTranslations('Flights');
  const tErrors = useTranslations('Errors');
  if (phase === 'searching') {
    return (
      <div className="flight-progress">
        <div
          className="flight-progress__bar"
          role="progressbar"
          aria-label={t('searching')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
        >
          <span className="flight-progress__fill" style={{ inlineSize: `${Math.max(4, progress)}%` }} />
        </div>
      </div>
    );
  }
  // The bar's space stays when the search completes, so the offers below do not jump up.
  if (phase === 'complete')
    return <div className="flight-progress flight-progress--done" aria-hidden="true" />;
  const expired = phase === 'expired';
  return (
    <div className="flight-results__alert" role="alert">
      <h2 className="flight-results__alert-title">{expired ? t('expired_title') : t('failed_title')}</h2>
      <p>{expired ? t('expired_text') : (error ?? tErrors('generic'))}</p>
      <div className="flight-results__alert-actions">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('search_again')}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={onModify}>
          {t('modify_search')}
        </button>
      </div>
    </div>
  );
});
