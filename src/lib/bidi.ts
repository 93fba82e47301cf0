import { directionOf } from '@/i18n/routing';

/**
 * Bidirectional text helpers. A Latin or numeric run (a code, a card's last digits, a reference, an
 * e-mail address) inside Arabic text is isolated, so the neutral characters around it (arrows,
 * asterisks, dots) are not pulled into its direction and nothing reads backwards.
 */

/** For plain strings (option labels, attributes, message arguments): FSI … PDI. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** The arrow from an origin to a destination, pointing the way the page reads. */
export function routeArrow(locale: string, roundTrip = false): string {
  const rtl = directionOf(locale) === 'rtl';
  if (roundTrip) return rtl ? '⇆' : '⇄';
  return rtl ? '←' : '→';
}

/** "Dubai → London" as a plain string, each end isolated, for places that cannot hold markup. */
export function routeText(from: string, to: string, locale: string, roundTrip = false): string {
  return `${isolate(from)} ${routeArrow(locale, roundTrip)} ${isolate(to)}`;
}
