import * as yup from 'yup';
import { contactFields } from '@/features/travellers/contactRules';
import { travellerName } from '@/features/travellers/travellerRules';
import type { HotelBookingBody } from '../api/booking';
import type { GuestDraft, HotelCheckoutDraft } from './hotelCheckoutSlice';

/**
 * The hotel checkout form's rules: a lead guest per room (names as for flight travellers, spec
 * section 5), the booking contact and company tax block shared with flights, special requests of
 * at most 500 characters and an optional estimated arrival hour. Messages are full translation keys.
 */

export const SPECIAL_REQUESTS_MAX = 500;

/** The arrival hours offered, `00:00` … `23:00` (the hotel's local time). */
export const ARRIVAL_TIMES: readonly string[] = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, '0')}:00`,
);

/** One lead guest per room, keeping whatever was typed for the rooms that are still there. */
export function guestSlots(roomCount: number, previous: readonly GuestDraft[] = []): GuestDraft[] {
  return Array.from({ length: roomCount }, (_, index) => previous[index] ?? { firstName: '', lastName: '' });
}

export function emptyHotelDraft(roomCount: number, phoneCountryCode: string): HotelCheckoutDraft {
  return {
    guests: guestSlots(roomCount),
    email: '',
    phoneCountry: '',
    phoneCountryCode,
    phoneNumber: '',
    specialRequests: '',
    arrivalTime: '',
    gstNumber: false,
    companyName: '',
    registrationNo: '',
  };
}

export function hotelCheckoutSchema() {
  return yup.object({
    guests: yup
      .array()
      .of(
        yup.object({
          firstName: travellerName('Validation.please_enter_first_name'),
          lastName: travellerName('Validation.please_enter_last_name'),
        }),
      )
      .required(),
    ...contactFields(),
    specialRequests: yup.string().max(SPECIAL_REQUESTS_MAX, 'hotelBooking.errors.special_requests_max'),
    arrivalTime: yup
      .string()
      .test('hour', 'hotelBooking.errors.arrival_time', (value) => !value || ARRIVAL_TIMES.includes(value)),
  });
}

/** The booking body without its rate token: what the visitor typed, trimmed. */
export function hotelBookingDetails(
  draft: HotelCheckoutDraft,
  guestUserId: string | null,
): Omit<HotelBookingBody, 'rateToken'> {
  return {
    ...(guestUserId ? { guestUserId } : {}),
    guests: draft.guests.map((guest) => ({
      firstName: guest.firstName.trim(),
      lastName: guest.lastName.trim(),
    })),
    contact: {
      email: draft.email.trim(),
      phoneCountryCode: draft.phoneCountryCode,
      phoneNumber: draft.phoneNumber,
    },
    specialRequests: draft.specialRequests.trim(),
    arrivalTime: draft.arrivalTime || null,
    companyTax: draft.gstNumber
      ? {
          gstNumber: true,
          companyName: draft.companyName.trim(),
          registrationNo: draft.registrationNo.trim(),
        }
      : null,
  };
}
