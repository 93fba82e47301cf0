'use client';

import dynamic from 'next/dynamic';
import type { DayLabels } from '../format';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

/**
 * The home page's search form, rendered on the server and hydrated from its own chunk: the page
 * (header, hero, the form's markup) becomes interactive without waiting for the form's code, which
 * the browser fetches right after. React replays a click or keystroke made before that.
 *
 * No `loading` option on purpose: with one, the form would be wrapped in a Suspense boundary that
 * the server streams after the shell, and the browser's first paint would wait for its reveal. A
 * client-side navigation to home keeps showing the previous page until the chunk is in.
 */
const FlightSearchForm = dynamic(() => loadWhenOnline(() => import('./FlightSearchForm')));

interface HomeFlightSearchFormProps {
  /** Today in the app's time zone, from the server. */
  today: string;
  /** The server's labels for the form's first dates (with the year, as the date fields show them). */
  dayLabels: DayLabels;
}

/**
 * Today and the first dates' labels come from the server: the first time-zone or date formatter a
 * page builds loads the browser's calendar data, a long task on a phone while the page hydrates.
 */
export function HomeFlightSearchForm({ today, dayLabels }: HomeFlightSearchFormProps) {
  return <FlightSearchForm showRecent today={today} dayLabels={dayLabels} />;
}
