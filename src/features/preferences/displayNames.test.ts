import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyName, displayNamesFor, regionName, seedDisplayNames } from './displayNames';

afterEach(() => vi.restoreAllMocks());

describe('display names', () => {
  it('uses the names the server sent without building an Intl.DisplayNames', () => {
    seedDisplayNames('xx-seeded', {
      region: { AE: 'Emirates (seeded)' },
      currency: { AED: 'Dirham (seeded)' },
    });
    const built = vi.spyOn(Intl, 'DisplayNames');
    expect(regionName('ae', 'xx-seeded')).toBe('Emirates (seeded)');
    expect(currencyName('aed', 'xx-seeded', 'AED')).toBe('Dirham (seeded)');
    expect(built).not.toHaveBeenCalled();
  });

  it('builds names for codes the server did not send', () => {
    expect(regionName('SA', 'en')).toBe('Saudi Arabia');
    expect(currencyName('SAR', 'ar', 'SAR')).toBe(
      new Intl.DisplayNames(['ar'], { type: 'currency' }).of('SAR'),
    );
  });

  it('computes the seed for a club: its default country and its currencies', () => {
    expect(displayNamesFor('en', ['ae'], ['USD', 'AED'])).toEqual({
      region: { AE: 'United Arab Emirates' },
      currency: { USD: 'US Dollar', AED: 'United Arab Emirates Dirham' },
    });
  });

  it('falls back to the code or the given text when a name is unknown', () => {
    expect(regionName('a1', 'en')).toBe('A1');
    expect(currencyName('XXQ', 'en', 'fallback')).toBe('fallback');
  });
});
