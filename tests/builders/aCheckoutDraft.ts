import type { CheckoutDraft, TravellerDraft } from '@/features/flights/checkout/flightCheckoutSlice';

/** An adult traveller as the checkout form holds one: Sara Haddad, passport valid to 2035. */
export function aTravellerDraft(overrides: Partial<TravellerDraft> = {}): TravellerDraft {
  return {
    type: 'ADT',
    firstName: 'Sara',
    lastName: 'Haddad',
    dateOfBirth: '1990-04-12',
    gender: 'F',
    passportNumber: 'N1234567',
    expiryDate: '2035-01-31',
    ...overrides,
  };
}

/** A filled checkout: one adult (`aTravellerDraft`) and the contact details. */
export function aCheckoutDraft(overrides: Partial<CheckoutDraft> = {}): CheckoutDraft {
  return {
    travellers: [aTravellerDraft()],
    email: 'sara@example.com',
    phoneCountryCode: '+971',
    phoneNumber: '501234567',
    gstNumber: false,
    companyName: '',
    registrationNo: '',
    ...overrides,
  };
}
