import { describe, expect, it } from 'vitest';
import { APP_TIME_ZONE, todayIn } from './calendar';

describe('todayIn', () => {
  it('takes "today" from Vienna: just after midnight there, the UTC date is already past', () => {
    expect(todayIn(APP_TIME_ZONE, new Date('2026-11-21T22:59:00Z'))).toBe('2026-11-21');
    expect(todayIn(APP_TIME_ZONE, new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(todayIn(APP_TIME_ZONE, new Date('2026-07-21T22:30:00Z'))).toBe('2026-07-22'); // summer time
  });
});
