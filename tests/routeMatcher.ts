import type { MatcherFunction } from '@testing-library/react';

/** Finds a drawn route (components/text/Route) by its whole text, e.g. "DXB ← LHR". */
export function route(text: string | RegExp): MatcherFunction {
  return (_, element) =>
    Boolean(element?.classList.contains('route')) &&
    (typeof text === 'string' ? element?.textContent === text : text.test(element?.textContent ?? ''));
}
