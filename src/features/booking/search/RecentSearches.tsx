'use client';

import type { ReactNode } from 'react';

export interface RecentSearchesProps<R> {
  /** Names the section's heading (`<id>-recent-title`). */
  id: string;
  title: string;
  /** The module's recent searches that can still run, newest first. */
  items: readonly R[];
  keyOf: (recent: R) => string;
  /** The search's first line (where) and second line (when, who) in the module's words. */
  route: (recent: R) => ReactNode;
  meta: (recent: R) => ReactNode;
  onPick: (recent: R) => void;
}

/** The last searches of a module as buttons: choosing one fills the form and searches. */
export function RecentSearches<R>({ id, title, items, keyOf, route, meta, onPick }: RecentSearchesProps<R>) {
  if (items.length === 0) return null;
  const titleId = `${id}-recent-title`;
  return (
    <section className="flight-recent" aria-labelledby={titleId}>
      <h2 id={titleId} className="flight-recent__title">
        {title}
      </h2>
      <ul className="flight-recent__list">
        {items.map((recent) => (
          <li key={keyOf(recent)}>
            <button type="button" className="flight-recent__item" onClick={() => onPick(recent)}>
              <span className="flight-recent__route">{route(recent)}</span>
              <span className="flight-recent__meta">{meta(recent)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
