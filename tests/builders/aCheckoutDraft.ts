import type { CheckoutDraft } from '@/features/flights/checkout/flightCheckoutSlice';

/** A filled checkout: one adult (Sara Haddad, passport valid to 2035) and the contact details. */
export function aCheckoutDraft(overrides: Partial<CheckoutDraft> = {}): CheckoutDraft {
  return {
    travellers: [
      {
        type: 'ADT',
        firstName: 'Sara',
        lastName: 'Haddad',
        dateOfBirth: '1990-04-12',
        gender: 'F',
        passportNumber: 'N1234567',
        expiryDate: '2035-01-31',
      },
    ],
    email: 'sara@example.com',
    phoneCountryCode: '+971',
    phoneNumber: '501234567',
    gstNumber: false,
    companyName: '',
    registrationNo: '',
    ...overrides,
  };
}
