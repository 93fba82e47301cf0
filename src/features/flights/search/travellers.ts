/**
 * The traveller rules of spec sections 5 and 9: at most 9 adults, 9 children and 9 infants, at most
 * 9 travellers in all, at least one adult, and no more infants than adults (each sits on a lap).
 */

export const PASSENGER_KINDS = ['adults', 'children', 'infants'] as const;
export type PassengerKind = (typeof PASSENGER_KINDS)[number];
export type Travellers = Record<PassengerKind, number>;

export const MAX_PER_KIND = 9;
export const MAX_TRAVELLERS = 9;
export const MIN_ADULTS = 1;

export const DEFAULT_TRAVELLERS: Travellers = { adults: 1, children: 0, infants: 0 };

/** Why a count cannot change (a key of the FlightSearch.travellers.limit messages). */
export type TravellerLimit = 'max_total' | 'max_kind' | 'min_adults' | 'infants_per_adult' | 'min_zero';

export function totalTravellers(t: Travellers): number {
  return t.adults + t.children + t.infants;
}

/** Why `kind` cannot go up by one, or null when it can. */
export function incrementBlocker(t: Travellers, kind: PassengerKind): TravellerLimit | null {
  if (t[kind] >= MAX_PER_KIND) return 'max_kind';
  if (totalTravellers(t) >= MAX_TRAVELLERS) return 'max_total';
  if (kind === 'infants' && t.infants >= t.adults) return 'infants_per_adult';
  return null;
}

/** Why `kind` cannot go down by one, or null when it can. */
export function decrementBlocker(t: Travellers, kind: PassengerKind): TravellerLimit | null {
  if (kind === 'adults') {
    if (t.adults <= MIN_ADULTS) return 'min_adults';
    if (t.adults <= t.infants) return 'infants_per_adult';
    return null;
  }
  return t[kind] <= 0 ? 'min_zero' : null;
}

/** Every rule a set of counts breaks (empty when the counts are acceptable). */
export function travellerProblems(t: Travellers): TravellerLimit[] {
  const problems: TravellerLimit[] = [];
  if (PASSENGER_KINDS.some((k) => !Number.isInteger(t[k]) || t[k] < 0)) problems.push('min_zero');
  if (PASSENGER_KINDS.some((k) => t[k] > MAX_PER_KIND)) problems.push('max_kind');
  if (totalTravellers(t) > MAX_TRAVELLERS) problems.push('max_total');
  if (t.adults < MIN_ADULTS) problems.push('min_adults');
  if (t.infants > t.adults) problems.push('infants_per_adult');
  return problems;
}

export function changeCount(t: Travellers, kind: PassengerKind, delta: 1 | -1): Travellers {
  const blocked = delta > 0 ? incrementBlocker(t, kind) : decrementBlocker(t, kind);
  return blocked ? t : { ...t, [kind]: t[kind] + delta };
}
