import madaBins from '@reference-data/mada-bins.json';

/**
 * The card's scheme, from its first digits, so that card entry can say which card it sees.
 *
 * mada is Saudi Arabia's debit scheme. Its cards carry Visa or Mastercard numbers too, so a mada
 * card is told apart only by its issuer's BIN (the first six digits). The list (reference-data/mada-bins.json,
 * which the reference API reads too) is the mada BIN list payment gateways publish for telling mada cards apart (as in HyperPay's COPYandPAY mada
 * integration guide); Saudi Payments adds BINs now and then, so a club that takes mada keeps the
 * list current with its acquirer's. A BIN not listed is shown as Visa or Mastercard, which the
 * card also is: nothing is refused for it.
 */
export const MADA_BINS: ReadonlySet<string> = new Set(madaBins.bins);

export type CardBrand = 'mada' | 'visa' | 'mastercard' | 'amex';

/** The brand of a card number's digits, or null while too few digits are typed to tell. */
export function cardBrandOf(digits: string): CardBrand | null {
  if (digits.length >= 6 && MADA_BINS.has(digits.slice(0, 6))) return 'mada';
  if (/^4/.test(digits)) return digits.length >= 6 ? 'visa' : null;
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits))
    return digits.length >= 6 ? 'mastercard' : null;
  if (/^3[47]/.test(digits)) return 'amex';
  return null;
}
