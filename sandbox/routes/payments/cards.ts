import type { CardOutcome } from '../../db/schema';
import { MADA_BINS } from './mada-bins';

/**
 * The sandbox's pretend card processor: card checks, brands and the documented test cards
 * (docs/flights-contract.md, "POST /payment/tokenize"). Nothing here keeps a card number.
 */

export const CARD_NOT_VALID_MESSAGE = 'This card is not valid, please enter another card';

/** The test cards whose payment does not simply succeed. Any other valid card succeeds. */
export const TEST_CARD_OUTCOMES: Record<string, CardOutcome> = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '4000000000000002': 'decline',
  '4000000000009995': 'fail',
  '4000000000003220': 'cancel',
};

export type CardBrand = 'mada' | 'visa' | 'mastercard' | 'amex' | 'rupay' | 'card';

/** Spaces and dashes are how people type card numbers; anything else is not a card number. */
export function normaliseCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): CardBrand {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  // Before Visa and Mastercard: a mada card's number is one of theirs too.
  if (MADA_BINS.has(digits.slice(0, 6))) return 'mada';
  if (digits.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (two === 60 || two === 65 || two === 81 || two === 82 || digits.startsWith('508')) return 'rupay';
  return 'card';
}

export interface CardInput {
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

export interface CheckedCard {
  brand: CardBrand;
  last4: string;
  outcome: CardOutcome;
}

/**
 * The card as the processor sees it, or null when it is not a card anyone could pay with: bad
 * length or check digit, expired (a card is valid to the end of its month, UTC), or a CVV of the
 * wrong length (4 digits for American Express, else 3).
 */
export function checkCard(card: CardInput, now: Date): CheckedCard | null {
  const digits = normaliseCardNumber(card.cardNumber);
  if (!digits || !passesLuhn(digits)) return null;
  const endOfMonth = Date.UTC(card.expiryYear, card.expiryMonth, 1);
  if (endOfMonth <= now.getTime()) return null;
  const brand = brandOf(digits);
  if (!new RegExp(brand === 'amex' ? '^\\d{4}$' : '^\\d{3}$').test(card.cvv)) return null;
  return { brand, last4: digits.slice(-4), outcome: TEST_CARD_OUTCOMES[digits] ?? 'succeed' };
}
