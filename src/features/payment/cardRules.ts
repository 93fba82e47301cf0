import * as yup from 'yup';

/**
 * Card entry rules, checked in the browser before the card goes to the tokenisation call (which
 * checks them again). Messages are full translation keys.
 */

export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

export const CARD_MAX_DIGITS = 19;

/** "4242424242424242" → "4242 4242 4242 4242"; American Express as 4-6-5. */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value).slice(0, CARD_MAX_DIGITS);
  if (isAmex(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** "0428" or "04/28" as it is typed → "04/28". */
export function formatExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is valid to the end of its expiry month. */
export function isExpiryInFuture(value: string, now: Date = new Date()): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  const current = now.getFullYear() * 12 + now.getMonth() + 1;
  return expiry.year * 12 + expiry.month >= current;
}

export interface CardFormValues {
  holderName: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
}

export const emptyCard: CardFormValues = { holderName: '', cardNumber: '', expiry: '', cvv: '' };

export function cardSchema(now: () => Date = () => new Date()) {
  return yup.object({
    // The name on the card is a name like any other: the specification's generic `name_required`.
    holderName: yup
      .string()
      .trim()
      .required('Validation.name_required')
      .matches(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]{0,59}$/u, 'Payment.card_holder_invalid'),
    cardNumber: yup
      .string()
      .required('Payment.card_number_required')
      .test('card', 'Payment.card_number_invalid', (value) => {
        const digits = cardDigits(value ?? '');
        return digits.length >= 12 && digits.length <= CARD_MAX_DIGITS && passesLuhn(digits);
      }),
    expiry: yup
      .string()
      .required('Payment.card_expiry_required')
      .test('format', 'Payment.card_expiry_invalid', (value) => parseExpiry(value ?? '') !== null)
      .test('future', 'Payment.card_expired', (value) => isExpiryInFuture(value ?? '', now())),
    cvv: yup
      .string()
      .required('Payment.card_cvv_required')
      .test('length', 'Payment.card_cvv_invalid', (value, context) => {
        const number = cardDigits(String((context.parent as CardFormValues).cardNumber ?? ''));
        return new RegExp(`^\\d{${isAmex(number) ? 4 : 3}}$`).test(value ?? '');
      }),
  });
}
