import madaBins from '@reference-data/mada-bins.json';

/**
 * mada, Saudi Arabia's debit scheme: its cards carry Visa or Mastercard numbers too, so a mada card
 * is told apart only by its issuer's BIN (the first six digits).
 *
 * Source: the mada BIN list payment gateways publish for telling mada cards apart (HyperPay's
 * COPYandPAY mada integration guide), kept once in reference-data/mada-bins.json, which the site's card
 * entry (src/features/payment/cardBrand.ts) reads too. It could not be checked against
 * the gateway's current page from this machine (no internet access); Saudi Payments adds BINs now and
 * then, so a club that takes mada keeps the list current with its acquirer's. A BIN not listed is
 * answered as Visa or Mastercard, which the card also is: nothing is refused for it.
 */
export const MADA_BINS: ReadonlySet<string> = new Set(madaBins.bins);
