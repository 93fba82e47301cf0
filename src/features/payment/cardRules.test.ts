import { describe, expect, it } from 'vitest';
import { cardSchema, formatCardNumber, formatExpiry, isExpiryInFuture, passesLuhn } from './cardRules';

describe('card rules', () => {
  it('groups card numbers as they are typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('0428')).toBe('04/28');
  });

  it('checks the Luhn digit and the expiry month', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    const now = new Date(2026, 5, 15);
    expect(isExpiryInFuture('06/26', now)).toBe(true);
    expect(isExpiryInFuture('05/26', now)).toBe(false);
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'Payment.card_number_invalid'],
    [{ cvv: '12' }, 'Payment.card_cvv_invalid'],
    [{ cardNumber: '3782 822463 10005', cvv: '123' }, 'Payment.card_cvv_invalid'],
    [{ expiry: '13/30' }, 'Payment.card_expiry_invalid'],
    [{ holderName: '' }, 'Validation.name_required'],
    [{ holderName: '   ' }, 'Validation.name_required'],
  ])('refuses %o', (overrides, key) => {
    const card = {
      holderName: 'Sara Haddad',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvv: '123',
      ...overrides,
    };
    expect(() => cardSchema().validateSync(card)).toThrow(key);
  });
});
