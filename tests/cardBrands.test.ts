import { describe, expect, it } from 'vitest';
import { brandOf } from '@sandbox/routes/payments/cards';
import { cardBrandOf } from '@/features/payment/cardBrand';
import madaBins from '@reference-data/mada-bins.json';

/**
 * The site's card entry and the reference API tell card brands the same way (issue 30, item 22):
 * both read the one mada BIN list, reference-data/mada-bins.json.
 */
describe('card brands on the site and in the API', () => {
  it('come from a list of six-digit BINs', () => {
    expect(madaBins.bins.length).toBeGreaterThan(50);
    for (const bin of madaBins.bins) expect(bin).toMatch(/^\d{6}$/);
  });

  it.each([
    ...madaBins.bins.map((bin) => [`${bin}0000000000`, 'mada']),
    ['4242424242424242', 'visa'],
    ['4406480000000000', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
  ])('both call %s %s', (digits, brand) => {
    expect(cardBrandOf(digits)).toBe(brand);
    expect(brandOf(digits)).toBe(brand);
  });
});
