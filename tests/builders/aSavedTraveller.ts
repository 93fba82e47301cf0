import type { SavedTraveller } from '@/features/travellers/savedTravellersApi';

/** A traveller saved to an account: Sara Haddad, adult, passport valid to 2034. */
export function aSavedTraveller(overrides: Partial<SavedTraveller> = {}): SavedTraveller {
  return {
    id: 1,
    firstName: 'Sara',
    lastName: 'Haddad',
    dateOfBirth: '1990-04-12',
    gender: 'F',
    passportNumber: 'N4821937',
    expiryDate: '2034-03-31',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
