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

/** What `route` and `meta` are handed: the page's language and the module's words in it. */
export interface RecentSearchPage {
  locale: string;
  t: ReturnType<typeof useTranslations>;
}

/** What a module tells the kit of its recent searches: one constant beside its list. */
export interface RecentSearchesModule<R> {
  /** Names the section's heading (`<id>-recent-title`). */
  id: string;
  /** The module's namespace, with `recent_title`; `route` and `meta` get its words. */
  messages: string;
  /** Its kept searches, newest first, and those of them that can still run on a day. */
  select: (state: RootState) => readonly R[];
  runnable: (items: readonly R[], today: string) => R[];
  /**
   * A hook giving the searches as the page's language names them, for a module that keeps a
   * search's names in the language it was made in only (hotels' destinations), else absent.
   */
  useInPageLanguage?: (items: R[], locale: string) => R[];
  keyOf: (recent: R) => string;
  /** The search's first line (where) and second line (when, who) in the module's words, in the page's language. */
  route: (recent: R, page: RecentSearchPage) => ReactNode;
  meta: (recent: R, page: RecentSearchPage) => ReactNode;
}

export interface RecentSearchesProps<R> extends RecentListProps<R> {
  module: RecentSearchesModule<R>;
}

const asKept = <R,>(items: R[]): R[] => items;

/**
 * The last searches of a module that can still run, newest first, as buttons: choosing one fills
 * the form and searches.
 */
export function RecentSearches<R>({ module, today, onPick }: RecentSearchesProps<R>) {
  const t = useTranslations(module.messages);
  const locale = useLocale();
  const stored = useAppSelector(module.select);
  const runnable = useMemo(() => module.runnable(stored, today), [module, stored, today]);
  // The module's descriptor is a constant: the same hook (or none) on every render.
  const items = (module.useInPageLanguage ?? asKept)(runnable, locale);
  if (items.length === 0) return null;
  const page = { locale, t };
  const titleId = `${module.id}-recent-title`;
  return (
    <section className="flight-recent" aria-labelledby={titleId}>
      <h2 id={titleId} className="flight-recent__title">
        {t('recent_title')}
      </h2>
      <ul className="flight-recent__list">
        {items.map((recent) => (
          <li key={module.keyOf(recent)}>
            <button type="button" className="flight-recent__item" onClick={() => onPick(recent)}>
              <span className="flight-recent__route">{module.route(recent, page)}</span>
              <span className="flight-recent__meta">{module.meta(recent, page)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
