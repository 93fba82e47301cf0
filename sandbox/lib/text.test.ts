import { describe, expect, it } from 'vitest';
import { TEXT_PATTERN } from '../../src/lib/forms/rules';
import { FREE_TEXT_PATTERN } from './text';

describe('the free-text rule', () => {
  it('is the same pattern as the site checks, so the site never lets through what the API refuses', () => {
    expect(FREE_TEXT_PATTERN.source).toBe(TEXT_PATTERN.source);
    expect(FREE_TEXT_PATTERN.flags).toBe(TEXT_PATTERN.flags);
  });

  it.each(['مكتب ١٢، شارع الوصل، دبي', 'برج «الخليج»؛ الطابق ٣', 'Office 12, Al Wasl Road'])(
    'accepts Arabic punctuation and digits: %s',
    (value) => expect(FREE_TEXT_PATTERN.test(value)).toBe(true),
  );
});
