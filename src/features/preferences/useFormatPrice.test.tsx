import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currencyChanged, currencyDataLoaded } from '@/store/preferencesSlice';
import { renderApp } from '@tests/render';
import { formatPrice } from './formatPrice';
import { useFormatPrice } from './useFormatPrice';

function Price({ amount, currency }: { amount: number; currency?: string }) {
  return <output>{useFormatPrice()(amount, currency)}</output>;
}

/** Spaces normalised and the right-to-left mark Arabic formats start with dropped. */
const text = (value: string) => value.replace(/\s/g, ' ').replace(/\u200f/g, '');

describe('formatPrice', () => {
  it.each([
    [1234.5, 'USD', 'en', 'USD 1,234.50'],
    [1234.5, 'aed', 'en', 'AED 1,234.50'],
    [1234.5, 'USD', 'ar', '1,234.50 USD'],
    [99, 'KWD', 'en', 'KWD 99.000'],
  ])('%d %s in %s → %s', (amount, currency, locale, expected) => {
    expect(text(formatPrice(amount, currency, locale))).toBe(expected);
  });

  it('uses the currency data’s decimals when given, and survives a code that is not ISO 4217', () => {
    expect(text(formatPrice(10, 'USD', 'en', 0))).toBe('USD 10');
    expect(formatPrice(10, 'X1', 'en')).toBe('10.00');
  });
});

describe('useFormatPrice', () => {
  it('formats in the chosen currency and follows a currency change', () => {
    const { store } = renderApp(<Price amount={250} />);
    expect(text(screen.getByRole('status').textContent ?? '')).toBe('USD 250.00');
    act(() => {
      store().dispatch(currencyChanged('AED'));
      store().dispatch(
        currencyDataLoaded({
          code: 'AED',
          name: 'UAE Dirham',
          symbol: 'د.إ',
          icon: '',
          rate: 3.67,
          decimals: 2,
        }),
      );
    });
    expect(text(screen.getByRole('status').textContent ?? '')).toBe('AED 250.00');
  });

  it('formats a price that names its own currency in that currency', () => {
    renderApp(<Price amount={5} currency="EUR" />, { locale: 'ar' });
    expect(text(screen.getByRole('status').textContent ?? '')).toBe('5.00 EUR');
  });
});
