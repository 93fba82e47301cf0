import type { DayLabels } from '@/lib/dates/dayLabels';
import type { GuestCounts } from './roomsModel';

/**
 * The home page's hotel form labels its first stay on the server: the day names, "2 nights" and
 * "1 room, 2 adults, 0 children". The first date formatter or plural rules a page builds load the
 * browser's locale data, a long task on a phone while the page hydrates (the form is hidden behind
 * the Flights tab, yet it hydrates with the page). Labels for other values are worked out in the
 * browser as the visitor changes them.
 */
export interface HotelFormLabels {
  days: DayLabels;
  /** Keyed by the number of nights. */
  nights: Record<number, string>;
  /** Keyed by `guestsKey`. */
  guests: Record<string, string>;
}

export function guestsKey({ rooms, adults, children }: GuestCounts): string {
  return `${rooms}|${adults}|${children}`;
}
