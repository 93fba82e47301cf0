import { HOTEL_LIMITS } from '../occupancy';
import type { HotelSearchDraft } from '../url/hotelDraft';
import type { Destination, HotelSearch } from './hotelSearch';
import { completeRooms, formRooms, type FormRoom } from './roomsModel';
import { addDaysIso, nightsBetween } from './stayDates';

/** The hotel search form's values: what was typed is kept even when it is not (yet) a search. */
export interface HotelFormValues {
  destination: Destination | null;
  destinationText: string;
  checkIn: string;
  checkOut: string;
  rooms: FormRoom[];
}

export type HotelFormErrors = Partial<Record<'destination' | 'dates' | 'rooms', string>>;

/** Check-in tomorrow, check-out two days later (spec section 9). */
export function defaultStay(today: string): { checkIn: string; checkOut: string } {
  const checkIn = addDaysIso(today, 1);
  return { checkIn, checkOut: addDaysIso(checkIn, 2) };
}

export function initialHotelForm(
  today: string,
  search?: HotelSearch | null,
  destination?: Destination | null,
  draft?: HotelSearchDraft | null,
): HotelFormValues {
  const stay = defaultStay(today);
  if (search && search.checkIn >= today) {
    return {
      destination: destination ?? null,
      destinationText: destination?.name ?? '',
      checkIn: search.checkIn,
      checkOut: search.checkOut,
      rooms: formRooms(search.rooms),
    };
  }
  const place = destination ?? draft?.destination ?? null;
  const checkIn = draft?.checkIn ?? stay.checkIn;
  const checkOut = draft?.checkOut && draft.checkOut > checkIn ? draft.checkOut : addDaysIso(checkIn, 2);
  return {
    destination: place,
    destinationText: place?.name ?? '',
    checkIn,
    checkOut,
    rooms: formRooms(search?.rooms ?? draft?.rooms),
  };
}

/** Error keys (in `hotels.errors`) for what keeps the form from searching. */
export function validateHotelForm(values: HotelFormValues, today: string): HotelFormErrors {
  const errors: HotelFormErrors = {};
  if (!values.destination)
    errors.destination = values.destinationText.trim() ? 'destination_pick' : 'destination_required';
  if (values.checkIn < today) errors.dates = 'check_in_past';
  else if (values.checkIn > addDaysIso(today, HOTEL_LIMITS.maxDaysAhead)) errors.dates = 'check_in_too_far';
  else if (values.checkOut <= values.checkIn) errors.dates = 'check_out_not_after_check_in';
  else if (nightsBetween(values.checkIn, values.checkOut) > HOTEL_LIMITS.maxNights)
    errors.dates = 'stay_too_long';
  if (!completeRooms(values.rooms)) errors.rooms = 'child_age_required';
  return errors;
}

/** The search the values make, or null while any of them breaks a rule. */
export function formToSearch(values: HotelFormValues, today: string): HotelSearch | null {
  const rooms = completeRooms(values.rooms);
  if (!values.destination || !rooms || Object.keys(validateHotelForm(values, today)).length > 0) return null;
  return {
    searchType: values.destination.type,
    destinationId: values.destination.id,
    countryId: values.destination.countryId,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    rooms,
  };
}
