import { describe, expect, it } from 'vitest';
import { MADA_BINS, cardBrandOf } from './cardBrand';

describe('cardBrandOf', () => {
  it.each([
    ['4406470000000000', 'mada'],
    ['5888450000000000', 'mada'],
    ['9682010000000000', 'mada'],
    ['4847830000000000', 'mada'],
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['378282246310005', 'amex'],
  ])('%s is %s', (digits, brand) => {
    expect(cardBrandOf(digits)).toBe(brand);
  });

  it('waits for six digits before calling a Visa or Mastercard number (a mada BIN may follow)', () => {
    expect(cardBrandOf('44064')).toBeNull();
    expect(cardBrandOf('440647')).toBe('mada');
    expect(cardBrandOf('42424')).toBeNull();
    expect(cardBrandOf('')).toBeNull();
    expect(cardBrandOf('6011000000000004')).toBeNull();
  });

  it('keeps BINs of six digits only', () => {
    for (const bin of MADA_BINS) expect(bin).toMatch(/^\d{6}$/);
  });
});
