'use client';

import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/**
 * What Tab can reach: form controls, links, a <details>' own <summary> (MapLibre's attribution
 * button is one), editable regions and anything with a tab index of its own. `tabindex="-1"` is
 * focusable by script only, so it is left out whatever the element.
 */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'details > summary:first-of-type',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

/**
 * Whether Tab can land on `element` inside `root`: not in a closed <details> (only its summary
 * shows), not hidden, inert or undisplayed on the way up. Counting a link inside a closed <details>
 * made it the trap's last stop, so Tab from the summary after it left the dialog.
 */
function reachable(element: HTMLElement, root: HTMLElement): boolean {
  // A browser knows what is rendered; jsdom has no checkVisibility, hence the walk below too.
  if (element.checkVisibility && !element.checkVisibility({ visibilityProperty: true })) return false;
  if (getComputedStyle(element).visibility === 'hidden') return false;
  for (let node: HTMLElement | null = element; node && node !== root; node = node.parentElement) {
    if (node.hidden || node.inert || getComputedStyle(node).display === 'none') return false;
    const details: HTMLElement | null = node.parentElement;
    if (
      details instanceof HTMLDetailsElement &&
      !details.open &&
      details.querySelector(':scope > summary') !== node
    ) {
      return false;
    }
  }
  return true;
}

const inDocumentOrder = (a: Node, b: Node) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * The elements Tab moves through inside `root`, in document order (sorted: jsdom's selector engine
 * answers a long selector list group by group).
 */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)]
    .filter((element) => reachable(element, root))
    .sort(inDocumentOrder);
}

/** Keeps Tab inside `root`, wrapping at either end. */
export function keepTabInside(event: KeyboardEvent, root: HTMLElement | null): void {
  if (event.key !== 'Tab' || !root) return;
  const items = tabStops(root);
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
