import { describe, expect, it } from 'vitest';
import { readableLinkValue } from './readableValue';

describe('readableLinkValue', () => {
  it('writes a calendar day for the reader, in English and in Arabic (Latin digits)', () => {
    expect(readableLinkValue('2026-12-05', 'en')).toBe('Sat, 5 Dec 2026');
    const arabic = readableLinkValue('2026-12-05', 'ar');
    expect(arabic).toMatch(/ديسمبر/);
    expect(arabic).toContain('2026');
    expect(arabic).not.toContain('2026-12-05');
  });

  it('keeps anything that is not a real day exactly as the link had it', () => {
    expect(readableLinkValue('2026-02-30', 'en')).toBe('2026-02-30');
    expect(readableLinkValue('2026-1-5', 'en')).toBe('2026-1-5');
    expect(readableLinkValue('DXB', 'ar')).toBe('DXB');
  });
});
