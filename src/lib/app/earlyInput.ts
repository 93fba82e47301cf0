import { useEffect, type RefObject } from 'react';

/**
 * What a visitor did on the home page before its code ran. That page loads its code after its
 * first paint (server/deferScripts.mjs); until the code runs, the page's inline loader keeps the
 * last click on a plain button (`type="button"`, which does nothing without its code) and stops a
 * form's native submission (which would reload the page with the form's fields in the address),
 * keeping the form. A component takes up what concerns it once, as it hydrates: the home page's
 * tabs, the header's menu, login and preference buttons, and the search forms. Typed text and a
 * chosen radio stay in their elements and are taken up from there (useEarlyText, TripTypeSelector).
 */
export interface EarlyInput {
  click?: Element | null;
  submit?: HTMLFormElement | null;
  /** Set once React listens: the loader then forgets what reaches the window, handled. */
  closed?: boolean;
}

/** The name the loader keeps them under (server/deferScripts.mjs writes the same). */
export const EARLY_INPUT_KEY = '__earlyInput';

function earlyInput(): EarlyInput | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_KEY];
}

/**
 * The page's code has arrived and React is about to hydrate, after which it answers clicks and
 * submissions itself (src/instrumentation-client.ts calls this first thing). From then on the
 * loader forgets a click or submission that reaches the window, handled; what React dropped, or
 * what came before, stays to be taken up.
 */
export function closeEarlyInput() {
  const early = earlyInput();
  if (early) early.closed = true;
}

/** The one of `elements` clicked before hydration, if any; then it is forgotten. */
export function takeEarlyClick<T extends Element>(elements: readonly (T | null)[]): T | null {
  const early = earlyInput();
  const clicked = elements.find((element) => element !== null && element === early?.click) ?? null;
  if (clicked && early) early.click = null;
  return clicked;
}

/** Whether `form` was submitted before hydration; then it is forgotten. */
export function takeEarlySubmit(form: HTMLFormElement | null): boolean {
  const early = earlyInput();
  if (!form || early?.submit !== form) return false;
  early.submit = null;
  return true;
}

/**
 * Once hydrated, the one of `elements()` (buttons this component renders) that was clicked before
 * hydration is clicked again, now that its handler is there. Each component asks for its own
 * buttons: a button inside a part still waiting for its code would not answer yet.
 */
export function useEarlyClick(elements: () => readonly (HTMLElement | null)[]) {
  useEffect(() => {
    // A task later: a click React hydrated this component for is still on its way up, and the
    // loader forgets it when it arrives (handled), so it is not acted on twice.
    const timer = window.setTimeout(() => takeEarlyClick(elements())?.click());
    return () => window.clearTimeout(timer);
    // Once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * Once hydrated, a form submitted before hydration is submitted again, through its own handler,
 * a task later: after the text and choices made before hydration have been taken up, and after a
 * submission React answered itself has reached the window (and been forgotten).
 */
export function useEarlySubmit(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (takeEarlySubmit(form.current)) form.current?.requestSubmit();
    });
    return () => window.clearTimeout(timer);
    // Once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
