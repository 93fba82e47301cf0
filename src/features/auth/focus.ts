import { useEffect, useRef, type RefObject } from 'react';

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
