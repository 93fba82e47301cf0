'use client';

import { memo } from 'react';
import { useTranslations } from 'next-intl';
import type { PolledSearchState } from './usePolledSearch';

export interface SearchStatusProps {
  /**
   * The module's message namespace, with `searching`, `expired_title`, `expired_text`,
   * `failed_title`, `search_again`, `modify_search` and, optionally, `failed_text` (else the
   * generic error stands in when the server said nothing).
   */
  messages: string;
  /** The polled search (usePolledSearch): its phase, progress and error, and Search again. */
  search: Pick<PolledSearchState<unknown>, 'phase' | 'progress' | 'error'> & { retry: () => void };
  onModify: () => void;
}

/** The search's progress while it runs; a clear message with a way on when it expired or failed. */
export const SearchStatus = memo(function SearchStatus({
  messages,
  search: { phase, progress, error, retry: onRetry },
  onModify,
}: SearchStatusProps) {
  const t = useTranslations(messages);
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
  // The bar's space stays when the search completes, so the results below do not jump up.
  if (phase === 'complete')
    return <div className="flight-progress flight-progress--done" aria-hidden="true" />;
  const expired = phase === 'expired';
  const failedText = t.has('failed_text') ? t('failed_text') : tErrors('generic');
  return (
    <div className="flight-results__alert" role="alert">
      <h2 className="flight-results__alert-title">{expired ? t('expired_title') : t('failed_title')}</h2>
      <p>{expired ? t('expired_text') : (error ?? failedText)}</p>
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
