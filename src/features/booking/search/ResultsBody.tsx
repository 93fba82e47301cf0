'use client';

import { Fragment, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { PolledSearchState } from './usePolledSearch';

export interface ResultsBodyProps {
  /** The module's message namespace, with `modify_search` and `filters.clear`. */
  messages: string;
  /** Why a search can find nothing, in the module's words (fewer stops, other dates…). */
  hint: string;
  /** The polled search (usePolledSearch): whether it runs, and the results it has found so far. */
  search: Pick<PolledSearchState<unknown>, 'phase' | 'items'>;
  /** How many of the results the filters let through. */
  shown: number;
  /** The module's skeleton card, shown three times while the first results come. */
  skeleton: { className: string; card: ReactNode };
  onModify: () => void;
  onClearFilters: () => void;
  /** The module's list of what is shown. */
  children: ReactNode;
}

/**
 * The results column under the toolbar: skeleton cards while the first results come, "no records"
 * with a way to change the search when it found nothing, "no records" with Clear filters when the
 * filters hide everything, else the module's list.
 */
export function ResultsBody({
  messages,
  hint,
  search,
  shown,
  skeleton,
  onModify,
  onClearFilters,
  children,
}: ResultsBodyProps) {
  const t = useTranslations(messages);
  const tMessages = useTranslations('Messages');
  const found = search.items.length;
  const searching = search.phase === 'searching';
  if (found === 0 && searching)
    return (
      <div className={skeleton.className} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Fragment key={i}>{skeleton.card}</Fragment>
        ))}
      </div>
    );
  if (found === 0)
    return (
      <div className="flight-results__empty">
        <p>{tMessages('no_records_found')}</p>
        <p>{hint}</p>
        <button type="button" className="btn btn-primary" onClick={onModify}>
          {t('modify_search')}
        </button>
      </div>
    );
  if (shown === 0)
    return (
      <div className="flight-results__empty">
        <p>{tMessages('no_records_found')}</p>
        <button type="button" className="btn btn-primary" onClick={onClearFilters}>
          {t('filters.clear')}
        </button>
      </div>
    );
  return children;
}
