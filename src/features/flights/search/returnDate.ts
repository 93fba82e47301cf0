import { addDaysIso, isIsoDate } from '../dates';

/**
 * Where the return goes when the departure moves (docs/price-calendar.md, "The return when the
 * departure moves"). The departure calendar prices each day as a round trip of the current length,
 * so a return the visitor has not picked in this form keeps that length: the trip searched is the
 * one whose price they saw, as Google Flights does. A return they picked stays where they put it,
 * unless the new departure reaches it: then it moves to the next day and its calendar opens to say
 * so (issue 30, item 23).
 */
export interface ReturnAfterDeparture {
  returnDate: string;
  /** The return had to move to the day after the departure: open its calendar with the reason. */
  prompt: boolean;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export function returnAfterDeparture({
  departure,
  newDeparture,
  returnDate,
  returnPicked,
  lastDay,
}: {
  departure: string;
  newDeparture: string;
  returnDate: string;
  /** The visitor chose this return in the form's return calendar. */
  returnPicked: boolean;
  /** The last day that can be searched. */
  lastDay: string;
}): ReturnAfterDeparture {
  const length = isIsoDate(departure) && isIsoDate(returnDate) ? daysBetween(departure, returnDate) : 0;
  if (!returnPicked && length >= 1) {
    const kept = addDaysIso(newDeparture, length);
    const clamped = kept > lastDay ? lastDay : kept;
    if (clamped > newDeparture) return { returnDate: clamped, prompt: false };
  }
  if (returnDate > newDeparture) return { returnDate, prompt: false };
  return { returnDate: addDaysIso(newDeparture, 1), prompt: true };
}
