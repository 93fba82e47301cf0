'use client';

import dynamic from 'next/dynamic';

/**
 * The home page's search form, rendered on the server and hydrated from its own chunk: the page
 * (header, hero, the form's markup) becomes interactive without waiting for the form's code, which
 * the browser fetches right after. React replays a click or keystroke made before that.
 *
 * No `loading` option on purpose: with one, the form would be wrapped in a Suspense boundary that
 * the server streams after the shell, and the browser's first paint would wait for its reveal. A
 * client-side navigation to home keeps showing the previous page until the chunk is in.
 */
const FlightSearchForm = dynamic(() => import('./FlightSearchForm'));

export function HomeFlightSearchForm() {
  return <FlightSearchForm showRecent />;
}
