import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { SlidingWindowLimiter, createAuthRateLimits, tooManyAttempts } from './rate-limit';

function aClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('SlidingWindowLimiter', () => {
  it('allows `limit` hits per window, then says how long to wait for the oldest to leave', () => {
    const clock = aClock();
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 1000, now: clock.now });
    expect(limiter.hit('a').allowed).toBe(true);
    clock.advance(300);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 700 });
    expect(limiter.hit('b').allowed).toBe(true);

    clock.advance(700); // the first hit leaves the window; the window slides, it does not reset
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 300 });
  });

  it('does not count refused hits', () => {
    const clock = aClock();
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 1000, now: clock.now });
    limiter.hit('a');
    for (let i = 0; i < 5; i += 1) limiter.hit('a');
    clock.advance(1000);
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets idle keys', () => {
    const clock = aClock();
    const limiter = new SlidingWindowLimiter({ limit: 5, windowMs: 1000, now: clock.now });
    for (let i = 0; i < 999; i += 1) limiter.hit(`key-${i}`);
    expect(limiter.size).toBe(999);
    clock.advance(2000);
    limiter.hit('fresh'); // the 1000th hit sweeps
    expect(limiter.size).toBe(1);
  });
});

describe('createAuthRateLimits', () => {
  it('limits per address and per email, per route', () => {
    const clock = aClock();
    const limits = createAuthRateLimits({ perIp: 3, perEmail: 2, windowMs: 60_000, now: clock.now });
    limits.check('otp-verify', 'ip-1', 'a@x');
    limits.check('otp-verify', 'ip-2', 'a@x');
    expect(() => limits.check('otp-verify', 'ip-3', 'a@x')).toThrow(ApiError);
    limits.check('login-with-password', 'ip-3', 'a@x'); // another route, another budget
    limits.check('otp-verify', 'ip-1', 'b@x');
    limits.check('otp-verify', 'ip-1', 'c@x');
    expect(() => limits.check('otp-verify', 'ip-1', 'd@x')).toThrow(/Too many attempts/);
  });
});

describe('tooManyAttempts', () => {
  it.each([
    [1, 'Too many attempts. Please try again in 1 minute.', '1'],
    [60_000, 'Too many attempts. Please try again in 1 minute.', '60'],
    [60_001, 'Too many attempts. Please try again in 2 minutes.', '61'],
    [600_000, 'Too many attempts. Please try again in 10 minutes.', '600'],
  ])('after %i ms: "%s"', (ms, message, retryAfter) => {
    const error = tooManyAttempts(ms);
    expect({
      status: error.status,
      message: error.message,
      retryAfter: error.headers['Retry-After'],
    }).toEqual({
      status: 429,
      message,
      retryAfter,
    });
  });
});
