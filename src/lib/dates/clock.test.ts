import { describe, expect, it } from 'vitest';
import { formatClock } from './clock';
import { intlLocale } from './dayLabels';

/** What the clock was before it stopped building a formatter: the engine's 24-hour clock. */
function intlClock(localTime: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(Date.parse(`${localTime.slice(0, 16)}:00Z`));
}

describe('formatClock', () => {
  it("reads as the engine's 24-hour clock did, in both languages", () => {
    for (const locale of ['en', 'ar'])
      for (let hour = 0; hour < 24; hour++)
        for (const minute of [0, 5, 30, 59]) {
          const time = `2026-12-01T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          expect(formatClock(time, locale)).toBe(intlClock(time, locale));
        }
  });

  it('keeps the seconds and offset out and a malformed time as it came', () => {
    expect(formatClock('2026-12-01T07:45:00+04:00', 'en')).toBe('07:45');
    expect(formatClock('2026-12-01T7:45', 'ar')).toBe('7:45');
    expect(formatClock('2026-12-01T25:10', 'en')).toBe('25:10');
  });
});
