import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden]') && (el.checkVisibility?.() ?? true),
  );
}

/** Keeps Tab and Shift+Tab inside `root` (the dialog), wrapping at either end. */
export function trapTab(event: KeyboardEvent, root: HTMLElement | null): void {
  if (event.key !== 'Tab' || !root) return;
  const items = focusables(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Moves focus to the first field of each new step (else its heading), so keyboard and screen-reader
 * users land in the step they were taken to. With `skipFirst` the first step is left alone (pages).
 */
export function useStepFocus(container: RefObject<HTMLElement | null>, step: string, skipFirst = false) {
  const isFirst = useRef(true);
  useEffect(() => {
    const first = isFirst.current;
    isFirst.current = false;
    if (first && skipFirst) return;
    const root = container.current;
    if (!root) return;
    const field = root.querySelector<HTMLElement>(
      '.auth-step input:not([type="hidden"]):not([disabled]), .auth-step select:not([disabled])',
    );
    (field ?? root.querySelector<HTMLElement>('.auth-step__title'))?.focus();
  }, [container, step, skipFirst]);
}
