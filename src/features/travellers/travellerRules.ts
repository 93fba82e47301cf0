import { addYears, differenceInYears, format, parseISO } from 'date-fns';
import * as yup from 'yup';
import { isCompleteDate as isIsoDate } from '@/components/forms/dateParts';
import { PASSPORT_PATTERN } from '@/lib/forms/rules';

/**
 * The rules of a traveller's name, birth date and passport, whichever booking they travel on
 * (flight travellers, hotel guests, saved travellers). Messages are full translation keys:
 * `Validation.*` where the spec names one, `Checkout.errors.*` otherwise. Dates are YYYY-MM-DD.
 */

/** Traveller names as the booking API takes them: letters, words joined by one space, - ' or ’. */
export const TRAVELLER_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;
export const TRAVELLER_NAME_MAX = 50;

/** Whole years from `birth` to `on`, both YYYY-MM-DD. */
export function ageOn(birth: string, on: string): number {
  return differenceInYears(parseISO(on), parseISO(birth));
}

/** Nobody travels older than this: an older birth date is a typing slip (1890 for 1990). */
export const MAX_TRAVELLER_AGE = 120;
/** Passports are issued for at most 10 years (15 in a few countries): a later expiry is a slip. */
export const MAX_PASSPORT_YEARS = 15;

const yearsAfter = (iso: string, years: number) => format(addYears(parseISO(iso), years), 'yyyy-MM-dd');

/** A first or last name, required with the given message key. */
export function travellerName(requiredKey: string) {
  return yup
    .string()
    .trim()
    .required(requiredKey)
    .max(TRAVELLER_NAME_MAX, 'Validation.name_max_50')
    .matches(TRAVELLER_NAME_PATTERN, 'Validation.enter_valid_name');
}

/** A complete birth date, not after `today` and not more than MAX_TRAVELLER_AGE years before it. */
export function dateOfBirth(today: string) {
  return yup
    .string()
    .required('Validation.valid_dob')
    .test('date', 'Validation.valid_dob', (value) => isIsoDate(value ?? ''))
    .test('past', 'Checkout.errors.dob_future', (value) => !value || !isIsoDate(value) || value <= today)
    .test(
      'old',
      'Checkout.errors.dob_too_old',
      (value) => !value || !isIsoDate(value) || ageOn(value, today) <= MAX_TRAVELLER_AGE,
    );
}

export function passportNumber() {
  return yup
    .string()
    .trim()
    .required('Checkout.errors.enter_passport')
    .matches(PASSPORT_PATTERN, 'Validation.valid_passport');
}

/**
 * A passport's expiry: complete, not past, valid on the travel date (when there is one) and not
 * further ahead than any passport is issued for.
 */
export function passportExpiry(today: string, travelDate: string) {
  return yup
    .string()
    .required('Validation.enter_passport_expiry')
    .test('date', 'Checkout.errors.valid_expiry', (value) => isIsoDate(value ?? ''))
    .test('past', 'Validation.passport_expired', (value) => !value || !isIsoDate(value) || value >= today)
    .test(
      'travel',
      'Checkout.errors.passport_before_travel',
      (value) => !value || !isIsoDate(value) || !travelDate || value >= travelDate,
    )
    .test(
      'far',
      'Checkout.errors.expiry_too_far',
      (value) => !value || !isIsoDate(value) || value <= yearsAfter(today, MAX_PASSPORT_YEARS),
    );
}

export type PassengerType = 'ADT' | 'CHD' | 'INF';

/** The passenger type a traveller born on `birth` books as on `on`: adult 12+, child 2–11, infant under 2. */
export function passengerTypeOn(birth: string, on: string): PassengerType {
  const age = ageOn(birth, on);
  if (age >= 12) return 'ADT';
  return age >= 2 ? 'CHD' : 'INF';
}
