import { describe, expect, it } from 'vitest';
import { bookingFieldErrors, parseFieldErrors, refusalText } from './bookingFieldErrors';

describe('bookingFieldErrors', () => {
  it.each([
    [
      'guests.1.lastName: enter a valid name',
      'guests',
      2,
      [{ field: 'guests.1.lastName', key: 'Validation.enter_valid_name' }],
    ],
    [
      'guests.0.firstName: Required',
      'guests',
      1,
      [{ field: 'guests.0.firstName', key: 'Validation.please_enter_first_name' }],
    ],
    [
      'travellers.1.dateOfBirth: a child (CHD) must be 2–11 years old on 2026-07-01; travellers.0.expiryDate: the passport has expired',
      'travellers',
      2,
      [
        { field: 'travellers.1.dateOfBirth', key: 'Checkout.errors.dob_CHD' },
        { field: 'travellers.0.expiryDate', key: 'Validation.passport_expired' },
      ],
    ],
    [
      'travellers.0.expiryDate: the passport must be valid on the travel date 2026-07-01',
      'travellers',
      1,
      [{ field: 'travellers.0.expiryDate', key: 'Checkout.errors.passport_before_travel' }],
    ],
    ['contact.email: Invalid email', 'guests', 1, [{ field: 'email', key: 'Validation.email_valid' }]],
    // Not this form's: another list, an index past the travellers, an unknown field, a whole-list error.
    ['travellers.0.firstName: enter a valid name', 'guests', 1, null],
    ['guests.3.lastName: enter a valid name', 'guests', 2, null],
    ['guests.0.middleName: no', 'guests', 1, null],
    ['travellers: the fare is for 2 ADT; got 1 ADT', 'travellers', 1, null],
    ['The rate is no longer available', 'guests', 1, null],
    [null, 'guests', 1, null],
  ] as const)('%s', (message, list, count, expected) => {
    expect(bookingFieldErrors(message, list, count)).toEqual(expected);
  });

  it('parses only messages made wholly of field errors', () => {
    expect(parseFieldErrors('a.1.b: x; c: y')).toEqual([
      ['a.1.b', 'x'],
      ['c', 'y'],
    ]);
    expect(parseFieldErrors('a: x; and then something')).toBeNull();
  });

  it("shows the API's own sentence, never a raw field error", () => {
    expect(refusalText('The rate is no longer available', 'fallback')).toBe(
      'The rate is no longer available',
    );
    expect(refusalText('fareToken: Required', 'fallback')).toBe('fallback');
    expect(refusalText(null, 'fallback')).toBe('fallback');
  });
});
