import type { TravellerRecord } from '../../db/schema';
import type { Passengers } from '../../lib/flight-offers';

/**
 * The traveller rules that need the fare or the calendar (spec section 5; docs/flights-contract.md
 * "Bookings and payments"). Shapes and patterns are checked by the zod schema before this runs.
 */

export interface RuleIssue {
  path: (string | number)[];
  message: string;
}

export const PASSENGER_AGES = {
  ADT: { min: 12, max: 120, label: 'an adult (ADT) must be 12 or older' },
  CHD: { min: 2, max: 11, label: 'a child (CHD) must be 2–11 years old' },
  INF: { min: 0, max: 1, label: 'an infant (INF) must be under 2' },
} as const;

/** Whole years between a date of birth and a day, both `YYYY-MM-DD`. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = dateOfBirth.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** The day of the itinerary's last flight: the arrival day (local) of the last leg. */
export function lastTravelDate(legs: readonly { arrival: string }[]): string {
  const last = legs[legs.length - 1];
  if (!last) throw new Error('a fare without legs');
  return last.arrival.slice(0, 10);
}

/** `travellers.1.dateOfBirth: …; travellers.2.expiryDate: …`, like the API's other 400s. */
export function describeIssues(issues: readonly RuleIssue[]): string {
  return issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

function countsOf(travellers: readonly Pick<TravellerRecord, 'type'>[]) {
  return {
    ADT: travellers.filter((t) => t.type === 'ADT').length,
    CHD: travellers.filter((t) => t.type === 'CHD').length,
    INF: travellers.filter((t) => t.type === 'INF').length,
  };
}

const describeCounts = (counts: Record<'ADT' | 'CHD' | 'INF', number>) =>
  (['ADT', 'CHD', 'INF'] as const)
    .filter((type) => counts[type] > 0)
    .map((type) => `${counts[type]} ${type}`)
    .join(', ') || 'nobody';

/**
 * Problems with the travellers of a booking, each naming its field: the passenger mix must be the
 * fare's, each age must fit the type on the travel date, passports must be valid that day.
 */
export function travellerIssues(
  travellers: readonly TravellerRecord[],
  passengers: Passengers,
  travelDate: string,
  today: string,
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const wanted = { ADT: passengers.adults, CHD: passengers.children, INF: passengers.infants };
  const got = countsOf(travellers);
  if (got.ADT !== wanted.ADT || got.CHD !== wanted.CHD || got.INF !== wanted.INF) {
    issues.push({
      path: ['travellers'],
      message: `the fare is for ${describeCounts(wanted)}; got ${describeCounts(got)}`,
    });
  }
  travellers.forEach((traveller, i) => {
    const at = (field: string, message: string) => issues.push({ path: ['travellers', i, field], message });
    if (traveller.dateOfBirth > today) {
      at('dateOfBirth', 'must not be in the future');
    } else {
      const age = ageOn(traveller.dateOfBirth, travelDate);
      const rule = PASSENGER_AGES[traveller.type];
      if (age < rule.min || age > rule.max) at('dateOfBirth', `${rule.label} on ${travelDate}`);
    }
    if (traveller.expiryDate < today) at('expiryDate', 'the passport has expired');
    else if (traveller.expiryDate < travelDate)
      at('expiryDate', `the passport must be valid on the travel date ${travelDate}`);
  });
  return issues;
}
