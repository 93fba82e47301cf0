'use client';

import { useId, useRef, type ReactNode } from 'react';
import { ModalFrame } from './ModalFrame';

export interface FilterDrawerProps {
  /** The panel's id (the opener's aria-controls). */
  id?: string;
  title: string;
  /** The close button's name ("Close filters"). */
  closeLabel: string;
  /** "Clear filters", enabled when a filter is on. */
  clearLabel: string;
  canClear: boolean;
  /** "Show N results": closes the drawer. */
  showLabel: string;
  onClose: () => void;
  onClear: () => void;
  children: ReactNode;
}

/**
 * A results page's filters on a phone: a modal panel from the inline start (the right in Arabic)
 * with a title and a close button, the filters scrolling, and Clear filters / Show results at the
 * bottom. Escape and the backdrop close it; Tab stays inside; focus returns to the opener.
 * One drawer for flights and hotels, so both offer the same ways out.
 */
export function FilterDrawer({
  id,
  title,
  closeLabel,
  clearLabel,
  canClear,
  showLabel,
  onClose,
  onClear,
  children,
}: FilterDrawerProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalFrame
      className="filter-drawer"
      backdropClassName="filter-drawer__backdrop"
      boxClassName="filter-drawer__panel"
      closeOnBackdrop
      id={id}
      titleId={titleId}
      onClose={onClose}
      initialFocus={closeRef}
    >
      <div className="filter-drawer__header">
        <h2 id={titleId} className="filter-drawer__title">
          {title}
        </h2>
        <button
          ref={closeRef}
          type="button"
          className="btn-close"
          aria-label={closeLabel}
          onClick={onClose}
        />
      </div>
      <div className="filter-drawer__scroll">{children}</div>
      <div className="filter-drawer__footer">
        <button type="button" className="btn btn-outline-primary" onClick={onClear} disabled={!canClear}>
          {clearLabel}
        </button>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {showLabel}
        </button>
      </div>
    </ModalFrame>
  );
}
