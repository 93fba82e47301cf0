/**
 * A cancellation deadline as the hotel states it: the wall-clock time in the hotel's own zone (the
 * API writes it with the hotel's offset, `2026-11-28T23:59:00+04:00`), the same whatever zone the
 * visitor's device is in, with the zone's name so nobody reads it as their own time.
 */

import { intlLocale } from './dayLabels';

const OFFSET_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant of an ISO time with an offset, or null when it is not one. */
export function instantOf(iso: string): Date | null {
  if (!OFFSET_TIME.test(iso)) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface DeadlineText {
  /** Day and time in the hotel's zone, in the page's language ("28 Nov 2026, 23:59"). */
  when: string;
  /** The hotel's zone as the page's language names it ("Gulf Standard Time", "GMT+4"). */
  zone: string;
}

/**
 * The deadline shown in the hotel's zone. A zone the runtime does not know falls back to the
 * offset written in the deadline itself, so the wall-clock time shown is still the hotel's.
 */
export function formatDeadline(iso: string, timeZone: string, locale: string): DeadlineText | null {
  const instant = instantOf(iso);
  if (!instant) return null;
  const offset = OFFSET_TIME.exec(iso)![6]!;
  const zone = isTimeZone(timeZone) ? timeZone : offsetZone(offset);
  const when = new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    numberingSystem: 'latn',
  }).format(instant);
  const zoneName =
    new Intl.DateTimeFormat(intlLocale(locale), { timeZone: zone, timeZoneName: 'long' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone;
  return { when, zone: zoneName };
}

/** `+04:00` as an IANA zone (`Etc/GMT-4`: the Etc zones' signs are inverted); whole hours only, else UTC. */
function offsetZone(offset: string): string {
  if (offset === 'Z') return 'UTC';
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(offset)!;
  if (minutes !== '00') return 'UTC';
  const h = Number(hours);
  if (h === 0) return 'UTC';
  return `Etc/GMT${sign === '+' ? '-' : '+'}${h}`;
}
