/**
 * The booking API refuses travellers and contacts with field errors in English, indexed by
 * traveller: "travellers.1.dateOfBirth: an adult (ADT) must be 12 or older on 2026-12-03;
 * guests.0.lastName: enter a valid name" (sandbox describeIssues / describeValidationError).
 * Both checkouts (flights and hotels) turn them into translated errors on the form field they name,
 * on the right traveller; the raw text is never shown.
 */

/** One refused field: its path in the checkout form and the full translation key of its message. */
export interface BookingFieldError {
  field: string;
  key: string;
}

const PART = /^([A-Za-z]\w*(?:\.\w+)*): (.+)$/;

/** "a.1.b: message; c: message" as [path, message] pairs, or null when any part is not a field error. */
export function parseFieldErrors(message: string | null | undefined): [string, string][] | null {
  if (!message) return null;
  const pairs: [string, string][] = [];
  for (const part of message.split('; ')) {
    const match = PART.exec(part.trim());
    if (!match) return null;
    pairs.push([match[1]!, match[2]!]);
  }
  return pairs;
}

/** The translation key for one traveller field, chosen by what the API said about it. */
function travellerKey(field: string, said: string): string | null {
  switch (field) {
    case 'firstName':
    case 'lastName':
      return /required/i.test(said)
        ? `Validation.please_enter_${field === 'firstName' ? 'first' : 'last'}_name`
        : 'Validation.enter_valid_name';
    case 'dateOfBirth': {
      if (/future/i.test(said)) return 'Checkout.errors.dob_future';
      const type = /\((ADT|CHD|INF)\)/.exec(said)?.[1];
      return type ? `Checkout.errors.dob_${type}` : 'Validation.valid_dob';
    }
    case 'passportNumber':
      return 'Validation.valid_passport';
    case 'expiryDate':
      if (/expired/i.test(said)) return 'Validation.passport_expired';
      if (/travel date/i.test(said)) return 'Checkout.errors.passport_before_travel';
      return 'Checkout.errors.valid_expiry';
    case 'gender':
      return 'Validation.gender_required';
    default:
      return null;
  }
}

/** Fields outside the travellers: the API's path, the form's field and its message key. */
const CONTACT_FIELDS: Record<string, BookingFieldError> = {
  'contact.email': { field: 'email', key: 'Validation.email_valid' },
  'contact.phoneNumber': { field: 'phoneNumber', key: 'Validation.enter_valid_mobile_number' },
  'contact.phoneCountryCode': { field: 'phoneCountryCode', key: 'Checkout.errors.country_code_required' },
  'companyTax.companyName': { field: 'companyName', key: 'Checkout.errors.company_name_invalid' },
  'companyTax.registrationNo': { field: 'registrationNo', key: 'Checkout.errors.registration_invalid' },
};

/**
 * The form errors in a booking API refusal, or null when the message is not made only of fields
 * this form knows (then the checkout shows its own translated failure instead). `list` is the
 * API's name for the travellers (`travellers` for flights, `guests` for hotels), which is also the
 * form's; an index out of `count` is not this form's.
 */
export function bookingFieldErrors(
  message: string | null | undefined,
  list: 'travellers' | 'guests',
  count: number,
): BookingFieldError[] | null {
  const pairs = parseFieldErrors(message);
  if (!pairs) return null;
  const errors: BookingFieldError[] = [];
  for (const [path, said] of pairs) {
    const contact = CONTACT_FIELDS[path];
    if (contact) {
      errors.push(contact);
      continue;
    }
    const [head, index, field, ...rest] = path.split('.');
    const n = Number(index);
    const key = head === list && field && rest.length === 0 ? travellerKey(field, said) : null;
    if (!key || !/^\d+$/.test(index ?? '') || n >= count) return null;
    errors.push({ field: `${list}.${n}.${field}`, key });
  }
  return errors;
}

interface FieldErrorSetters {
  setFieldTouched: (field: string, touched?: boolean, shouldValidate?: boolean) => unknown;
  setFieldError: (field: string, message: string | undefined) => void;
}

/**
 * Puts each refused field's translated error on its field (touched without validating, which would
 * clear it) and tells whether there were any: a checkout then says "correct the fields marked".
 */
export function showBookingFieldErrors(form: FieldErrorSetters, errors: BookingFieldError[] | null): boolean {
  if (!errors || errors.length === 0) return false;
  for (const { field, key } of errors) {
    form.setFieldTouched(field, true, false);
    form.setFieldError(field, key);
  }
  return true;
}

/** The notice for a refusal with no field of this form: the API's own sentence, never a raw field error. */
export function refusalText(message: string | null | undefined, fallback: string): string {
  return message && !parseFieldErrors(message) ? message : fallback;
}
