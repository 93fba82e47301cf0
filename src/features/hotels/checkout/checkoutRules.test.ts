import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import {
  ARRIVAL_TIMES,
  SPECIAL_REQUESTS_MAX,
  emptyHotelDraft,
  guestSlots,
  hotelBookingDetails,
  hotelCheckoutSchema,
} from './checkoutRules';
import type { HotelCheckoutDraft } from './hotelCheckoutSlice';

const valid: HotelCheckoutDraft = {
  guests: [
    { firstName: 'Sara', lastName: 'Haddad' },
    { firstName: 'عبد الله', lastName: "O'Neil-Smith" },
  ],
  email: 'sara@example.com',
  phoneCountryCode: '+971',
  phoneNumber: '501234567',
  specialRequests: 'Late check-in, quiet room',
  arrivalTime: '18:00',
  gstNumber: false,
  companyName: '',
  registrationNo: '',
};

/** The message key the form would show for each field, by path. */
function errorsOf(draft: HotelCheckoutDraft): Record<string, string> {
  try {
    hotelCheckoutSchema().validateSync(draft, { abortEarly: false });
    return {};
  } catch (error) {
    // The first message of each field, as the form shows it.
    const first: Record<string, string> = {};
    for (const e of (error as ValidationError).inner) first[e.path ?? ''] ??= e.message;
    return first;
  }
}

describe('hotel checkout rules', () => {
  it('accepts a complete form, Arabic and Latin names alike', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('asks for a lead guest per room, named as section 5 says', () => {
    const draft = {
      ...valid,
      guests: [
        { firstName: '', lastName: 'Haddad' },
        { firstName: 'Sara2', lastName: 'x'.repeat(51) },
      ],
    };
    expect(errorsOf(draft)).toEqual({
      'guests[0].firstName': 'Validation.please_enter_first_name',
      'guests[1].firstName': 'Validation.enter_valid_name',
      'guests[1].lastName': 'Validation.name_max_50',
    });
  });

  it('asks for the contact email and mobile', () => {
    expect(errorsOf({ ...valid, email: 'sara@', phoneNumber: '12' })).toEqual({
      email: 'Validation.email_valid',
      phoneNumber: 'Validation.enter_valid_mobile_number',
    });
    expect(errorsOf({ ...valid, email: '', phoneNumber: '' })).toEqual({
      email: 'Validation.enter_email',
      phoneNumber: 'Validation.mobile_number_required',
    });
  });

  it('limits special requests to 500 characters', () => {
    expect(errorsOf({ ...valid, specialRequests: 'a'.repeat(SPECIAL_REQUESTS_MAX) })).toEqual({});
    expect(errorsOf({ ...valid, specialRequests: 'a'.repeat(SPECIAL_REQUESTS_MAX + 1) })).toEqual({
      specialRequests: 'hotelBooking.errors.special_requests_max',
    });
  });

  it('takes an arrival hour from the list, or none', () => {
    expect(ARRIVAL_TIMES).toHaveLength(24);
    expect(ARRIVAL_TIMES[0]).toBe('00:00');
    expect(ARRIVAL_TIMES[23]).toBe('23:00');
    expect(errorsOf({ ...valid, arrivalTime: '' })).toEqual({});
    expect(errorsOf({ ...valid, arrivalTime: '18:30' })).toEqual({
      arrivalTime: 'hotelBooking.errors.arrival_time',
    });
  });

  it('asks for the company only when the tax block is ticked', () => {
    expect(errorsOf({ ...valid, gstNumber: true })).toEqual({
      companyName: 'Validation.enter_company_name',
      registrationNo: 'Checkout.errors.enter_registration_no',
    });
    expect(
      errorsOf({ ...valid, gstNumber: true, companyName: 'Acme LLC', registrationNo: 'TRN-123' }),
    ).toEqual({});
  });
});

describe('guest slots and the booking body', () => {
  it('fits the guests to the rooms, keeping what was typed', () => {
    expect(guestSlots(1, valid.guests)).toEqual([valid.guests[0]]);
    expect(guestSlots(3, valid.guests)).toEqual([...valid.guests, { firstName: '', lastName: '' }]);
    expect(emptyHotelDraft(2, '+966').guests).toHaveLength(2);
    expect(emptyHotelDraft(2, '+966').phoneCountryCode).toBe('+966');
  });

  it('sends what was typed, trimmed, with the guest id only for guests', () => {
    const draft = {
      ...valid,
      guests: [{ firstName: ' Sara ', lastName: 'Haddad ' }],
      email: ' sara@example.com ',
      specialRequests: '  ',
      arrivalTime: '',
      gstNumber: true,
      companyName: ' Acme LLC ',
      registrationNo: 'TRN-123',
    };
    expect(hotelBookingDetails(draft, 'guest-1')).toEqual({
      guestUserId: 'guest-1',
      guests: [{ firstName: 'Sara', lastName: 'Haddad' }],
      contact: { email: 'sara@example.com', phoneCountryCode: '+971', phoneNumber: '501234567' },
      specialRequests: '',
      arrivalTime: null,
      companyTax: { gstNumber: true, companyName: 'Acme LLC', registrationNo: 'TRN-123' },
    });
    expect(hotelBookingDetails(valid, null)).not.toHaveProperty('guestUserId');
    expect(hotelBookingDetails(valid, null).companyTax).toBeNull();
    expect(hotelBookingDetails(valid, null).arrivalTime).toBe('18:00');
  });
});
