'use client';

import { useMemo, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useAppSelector } from '@/store/hooks';
import type { RootState } from '@/store/makeStore';

/** What a module's recent-search list is given by its search form. */
export interface RecentListProps<R> {
  /** Today in the app's time zone (YYYY-MM-DD): searches from before it are not offered. */
  today: string;
  onPick: (recent: R) => void;
}

/** The module's kept searches (`select`) that can still run on `today` (its `runnable`), newest first. */
export function useRunnableRecent<R>(
  select: (state: RootState) => readonly R[],
  runnable: (items: readonly R[], today: string) => R[],
  today: string,
): R[] {
  const stored = useAppSelector(select);
  return useMemo(() => runnable(stored, today), [runnable, stored, today]);
}

export interface RecentSearchesProps<R> {
  /** Names the section's heading (`<id>-recent-title`). */
  id: string;
  /** The module's namespace, with `recent_title`. */
  messages: string;
  /** The module's recent searches that can still run, newest first. */
  items: readonly R[];
  keyOf: (recent: R) => string;
  /** The search's first line (where) and second line (when, who) in the module's words, in the page's language. */
  route: (recent: R, locale: string) => ReactNode;
  meta: (recent: R, locale: string) => ReactNode;
  onPick: (recent: R) => void;
}

/** The last searches of a module as buttons: choosing one fills the form and searches. */
export function RecentSearches<R>({
  id,
  messages,
  items,
  keyOf,
  route,
  meta,
  onPick,
}: RecentSearchesProps<R>) {
  const t = useTranslations(messages);
  const locale = useLocale();
  if (items.length === 0) return null;
  const titleId = `${id}-recent-title`;
  return (
    <section className="flight-recent" aria-labelledby={titleId}>
      <h2 id={titleId} className="flight-recent__title">
        {t('recent_title')}
      </h2>
      <ul className="flight-recent__list">
        {items.map((recent) => (
          <li key={keyOf(recent)}>
            <button type="button" className="flight-recent__item" onClick={() => onPick(recent)}>
              <span className="flight-recent__route">{route(recent, locale)}</span>
              <span className="flight-recent__meta">{meta(recent, locale)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
