import * as yup from 'yup';
import { isCompleteDate as isIsoDate } from '@/components/forms/dateParts';
import { contactFields } from '@/features/travellers/contactRules';
import {
  ageOn,
  dateOfBirth,
  passportExpiry,
  passportNumber,
  travellerName,
} from '@/features/travellers/travellerRules';
import type { Offer, PassengerType } from '../api/types';
import type { FlightSearch } from '../model';
import type { CheckoutDraft, TravellerDraft } from './flightCheckoutSlice';

/**
 * The checkout form's rules (spec section 5 and the booking contract). Messages are full
 * translation keys: `Validation.*` where the spec names one, `Checkout.errors.*` otherwise.
 */

export {
  COMPANY_NAME_PATTERN,
  PHONE_DIGITS,
  REGISTRATION_NO_PATTERN,
} from '@/features/travellers/contactRules';

/** The travel date: the local arrival day of the itinerary's last flight. */
export function travelDateOf(offer: Offer): string {
  const last = offer.legs[offer.legs.length - 1];
  const segment = last?.segments[last.segments.length - 1];
  return (segment?.arrival ?? last?.arrival ?? '').slice(0, 10);
}

export function ageFitsType(type: PassengerType, age: number): boolean {
  if (type === 'ADT') return age >= 12;
  if (type === 'CHD') return age >= 2 && age <= 11;
  return age >= 0 && age < 2;
}

/**
 * Each traveller's number within its passenger type ("Adult 2", "Child 1"), worked out from the
 * list alone so that a heading never depends on how often the form has rendered.
 */
export function travellerOrdinals(travellers: readonly Pick<TravellerDraft, 'type'>[]): number[] {
  return travellers.map(
    (traveller, index) =>
      travellers.slice(0, index + 1).filter((other) => other.type === traveller.type).length,
  );
}

/** One traveller per passenger of the search, adults first, keeping whatever was typed before. */
export function travellerSlots(search: FlightSearch, previous: TravellerDraft[] = []): TravellerDraft[] {
  const types: PassengerType[] = [
    ...Array<PassengerType>(search.adults).fill('ADT'),
    ...Array<PassengerType>(search.children).fill('CHD'),
    ...Array<PassengerType>(search.infants).fill('INF'),
  ];
  const pool = [...previous];
  return types.map((type) => {
    const index = pool.findIndex((t) => t.type === type);
    const kept = index >= 0 ? pool.splice(index, 1)[0] : undefined;
    return (
      kept ?? {
        type,
        firstName: '',
        lastName: '',
        dateOfBirth: '',
        gender: '',
        passportNumber: '',
        expiryDate: '',
      }
    );
  });
}

export function emptyDraft(search: FlightSearch, phoneCountryCode: string): CheckoutDraft {
  return {
    travellers: travellerSlots(search),
    email: '',
    phoneCountry: '',
    phoneCountryCode,
    phoneNumber: '',
    gstNumber: false,
    companyName: '',
    registrationNo: '',
  };
}

export function travellerSchema(travelDate: string, today: string) {
  return yup.object({
    type: yup.mixed<PassengerType>().oneOf(['ADT', 'CHD', 'INF']).required(),
    firstName: travellerName('Validation.please_enter_first_name'),
    lastName: travellerName('Validation.please_enter_last_name'),
    dateOfBirth: dateOfBirth(today).test('type', '', function check(value) {
      const type = (this.parent as TravellerDraft).type;
      if (!value || !isIsoDate(value) || value > today || !travelDate) return true;
      return ageFitsType(type, ageOn(value, travelDate))
        ? true
        : this.createError({ message: `Checkout.errors.dob_${type}` });
    }),
    gender: yup
      .string()
      .required('Validation.gender_required')
      .oneOf(['M', 'F'], 'Validation.gender_required'),
    passportNumber: passportNumber(),
    expiryDate: passportExpiry(today, travelDate),
  });
}

export function checkoutSchema(travelDate: string, today: string) {
  return yup.object({
    travellers: yup.array().of(travellerSchema(travelDate, today)).required(),
    ...contactFields(),
  });
}
