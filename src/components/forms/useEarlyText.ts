import { useLayoutEffect } from 'react';

/**
 * A text field rendered on the server can be typed into before its code has hydrated. Its element
 * then holds text its component's state does not, and the next render would put the state's value
 * back. Once, in the hydrating commit itself (a layout effect, before any other update re-renders
 * the field), `take` gets that text, and whether the field has focus, so the component can adopt it
 * as if it had been typed. Nothing happens when the field holds `value`.
 */
export function useEarlyText(id: string, value: string, take: (text: string, focused: boolean) => void) {
  useLayoutEffect(() => {
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement) || input.value === value) return;
    take(input.value, document.activeElement === input);
    // Once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
