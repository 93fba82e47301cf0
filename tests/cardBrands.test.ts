import { describe, expect, it } from 'vitest';
import { brandOf } from '@sandbox/routes/payments/cards';
import { MADA_BINS as API_MADA_BINS } from '@sandbox/routes/payments/mada-bins';
import { MADA_BINS as SITE_MADA_BINS, cardBrandOf } from '@/features/payment/cardBrand';

/** The site's card entry and the reference API tell card brands the same way (issue 30, item 22). */
describe('card brands on the site and in the API', () => {
  it('use the same mada BIN list', () => {
    expect([...API_MADA_BINS].sort()).toEqual([...SITE_MADA_BINS].sort());
    expect(SITE_MADA_BINS.size).toBeGreaterThan(50);
  });

  it.each([
    ...[...SITE_MADA_BINS].map((bin) => `${bin}0000000000`),
    '4242424242424242',
    '4406480000000000',
    '5555555555554444',
    '2223003122003222',
    '378282246310005',
  ])('agree on %s', (digits) => {
    expect(brandOf(digits)).toBe(cardBrandOf(digits));
  });
});
