import type { ReactNode } from 'react';

/**
 * A bar stuck to the bottom of the screen inside its page (it stops above the footer), holding what
 * a phone user needs to go on without scrolling back: a total and the next step. A labelled region,
 * so screen readers can find it; its logical properties mirror it in Arabic.
 */
export function StickyActionBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="sticky-action-bar" aria-label={label} data-testid="sticky-action-bar">
      {children}
    </section>
  );
}
