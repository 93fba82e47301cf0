import { describe, expect, it } from 'vitest';
import { currencySeeds } from '../../db/seed-data/reference';
import { currencyIconFontSize, renderCurrencyIcon } from './currency-icon';

/** The size the site shows the icons at (src/styles/_preferences.scss, `.pref-currency__icon`). */
const SHOWN_PX = 24;
/** Below this a symbol is not readable. */
const MIN_READABLE_PX = 10;

describe('the currency icon', () => {
  it.each(currencySeeds.map((currency) => [currency.code, currency.symbol]))(
    '%s: the symbol %s is readable at the size the site shows it',
    (_code, symbol) => {
      expect((currencyIconFontSize(symbol) * SHOWN_PX) / 64).toBeGreaterThanOrEqual(MIN_READABLE_PX);
    },
  );

  it('squeezes a long symbol to the circle and escapes it', () => {
    const svg = renderCurrencyIcon('<R$>', 'XXX');
    expect(svg).toContain('textLength="54"');
    expect(svg).toContain('&#60;R$&#62;');
    expect(svg).toContain('aria-label="XXX"');
  });
});
