import { describe, expect, it } from 'vitest';
import { currencySeeds } from '../../db/seed-data/reference';
import {
  currencyIconFontSize,
  estimatedSymbolWidth,
  renderCurrencyIcon,
  SYMBOL_WIDTH_LIMIT,
} from './currency-icon';

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
    expect(svg).toContain(`textLength="${SYMBOL_WIDTH_LIMIT}"`);
    expect(svg).toContain('&#60;R$&#62;');
    expect(svg).toContain('aria-label="XXX"');
  });

  it.each(currencySeeds.map((currency) => [currency.code, currency.symbol]))(
    '%s: the symbol %s stays inside the circle, squeezed only when it would be wider',
    (_code, symbol) => {
      const svg = renderCurrencyIcon(symbol, 'XXX');
      const natural = estimatedSymbolWidth(symbol, currencyIconFontSize(symbol));
      if (natural > SYMBOL_WIDTH_LIMIT) expect(svg).toContain(`textLength="${SYMBOL_WIDTH_LIMIT}"`);
      else expect(svg).not.toContain('textLength');
    },
  );

  it('never stretches a narrow symbol: the dirham sign keeps its own width (issue 30, item 35)', () => {
    // Stretched to 54 units, "د.إ" ran past the circle and the currency menu showed it clipped.
    expect(renderCurrencyIcon('د.إ', 'AED')).not.toContain('textLength');
    expect(estimatedSymbolWidth('د.إ', currencyIconFontSize('د.إ'))).toBeLessThan(SYMBOL_WIDTH_LIMIT);
    // The widest seeded sign, "ر.س" (55 units in Chromium), is squeezed to the circle.
    expect(renderCurrencyIcon('ر.س', 'SAR')).toContain(`textLength="${SYMBOL_WIDTH_LIMIT}"`);
  });
});
