import { describe, expect, it } from 'vitest';
import { placeLine } from './placeLine';

describe('placeLine', () => {
  it('joins an English address with Latin commas, each part once', () => {
    expect(
      placeLine(['12 Corniche Road, Al Khalidiya, Abu Dhabi', 'Al Khalidiya', 'Abu Dhabi', 'UAE'], 'en'),
    ).toBe('12 Corniche Road, Al Khalidiya, Abu Dhabi, UAE');
  });

  it('uses only the Arabic comma in an Arabic address, whichever comma the parts came with', () => {
    const line = placeLine(['12 شارع الكورنيش، الخالدية، أبوظبي', 'الخالدية', 'أبوظبي', 'الإمارات'], 'ar');
    expect(line).toBe('12 شارع الكورنيش، الخالدية، أبوظبي، الإمارات');
    expect(line).not.toContain(',');
    expect(placeLine(['شارع الملك فهد, العليا', 'الرياض'], 'ar')).toBe('شارع الملك فهد، العليا، الرياض');
  });

  it('leaves out empty parts', () => {
    expect(placeLine(['', null, 'Dubai', undefined, ' United Arab Emirates '], 'en')).toBe(
      'Dubai, United Arab Emirates',
    );
  });
});
