'use client';

import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside `root`, wrapping at either end. */
export function keepTabInside(event: KeyboardEvent, root: HTMLElement | null): void {
  if (event.key !== 'Tab' || !root) return;
  const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  // The dialog itself holds the focus when it opens (tabIndex -1): Shift+Tab from there wraps too.
  const onRoot = document.activeElement === root;
  if (
    event.shiftKey &&
    (document.activeElement === first || onRoot || !root.contains(document.activeElement))
  ) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !root.contains(document.activeElement))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * For a modal while it is open: focus moves to `initial` (else the dialog), the page behind does not
 * scroll, and focus goes back to whatever had it before when the dialog closes; when that control
 * is gone (or focus was on <body>), to `fallback()`, the next logical control.
 */
export function useModalFocus(
  dialog: RefObject<HTMLElement | null>,
  initial?: RefObject<HTMLElement | null>,
  fallback?: () => HTMLElement | null | undefined,
) {
  useEffect(() => {
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    (initial?.current ?? dialog.current)?.focus();
    document.body.classList.add('modal-open');
    return () => {
      document.body.classList.remove('modal-open');
      const target = opener?.isConnected ? opener : fallback?.();
      target?.focus();
    };
    // The fallback is read when the dialog closes; a new function each render must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialog, initial]);
}
