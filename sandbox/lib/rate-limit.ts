import { ApiError } from './errors';

/**
 * In-memory sliding-window limits for the auth routes that guess at secrets: `verify-email`,
 * `login-with-password` and `otp-verify`. Each route has its own budget per client address and per
 * email address (within a club); a request over either budget gets 429 "Too many attempts. Please
 * try again in N minutes." with a Retry-After header, and is not counted.
 *
 * The window slides: a request is allowed when fewer than `limit` requests were allowed in the last
 * `windowMs`. State lives in the process, so a restart clears it and several processes would each
 * keep their own; that is enough for the reference API (a production club would use a shared store).
 */

export const RATE_LIMIT_WINDOW_MS = 10 * 60_000;
export const DEFAULT_RATE_LIMITS = { perIp: 30, perEmail: 10 } as const;

export type LimitedAuthRoute = 'verify-email' | 'login-with-password' | 'otp-verify';

export interface RateLimitDecision {
  allowed: boolean;
  /** How long until the next request would be allowed; 0 when allowed. */
  retryAfterMs: number;
}

export interface SlidingWindowOptions {
  limit: number;
  windowMs: number;
  /** Milliseconds since the epoch; tests pass a fake clock. */
  now?: () => number;
}

/** Forget keys with no recent hits every this many hits, so memory follows the active clients. */
const SWEEP_EVERY = 1000;

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private sinceSweep = 0;
  private readonly now: () => number;

  constructor(private readonly options: SlidingWindowOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Records a hit for `key` when it is allowed. */
  hit(key: string): RateLimitDecision {
    const decision = this.peek(key);
    if (decision.allowed) this.record(key);
    return decision;
  }

  /** Whether a hit for `key` would be allowed now, without recording it. */
  peek(key: string): RateLimitDecision {
    const now = this.now();
    const recent = this.recentHits(key, now);
    if (recent.length < this.options.limit) return { allowed: true, retryAfterMs: 0 };
    // The oldest hit that still counts leaves the window first.
    const oldest = recent[recent.length - this.options.limit] ?? now;
    return { allowed: false, retryAfterMs: Math.max(1, oldest + this.options.windowMs - now) };
  }

  record(key: string): void {
    const now = this.now();
    const recent = this.recentHits(key, now);
    recent.push(now);
    this.hits.set(key, recent);
    if (++this.sinceSweep >= SWEEP_EVERY) this.sweep(now);
  }

  /** Number of keys held, for tests of the sweep. */
  get size(): number {
    return this.hits.size;
  }

  private recentHits(key: string, now: number): number[] {
    const since = now - this.options.windowMs;
    return (this.hits.get(key) ?? []).filter((at) => at > since);
  }

  private sweep(now: number): void {
    this.sinceSweep = 0;
    for (const [key, hits] of this.hits) {
      if ((hits[hits.length - 1] ?? 0) <= now - this.options.windowMs) this.hits.delete(key);
    }
  }
}

export interface AuthRateLimitOptions {
  perIp: number;
  perEmail: number;
  windowMs?: number;
  now?: () => number;
}

export interface AuthRateLimits {
  /** Throws the 429 ApiError when the address or the email is over its budget for `route`. */
  check(route: LimitedAuthRoute, clientIp: string, emailKey: string): void;
}

export function createAuthRateLimits({
  perIp,
  perEmail,
  windowMs = RATE_LIMIT_WINDOW_MS,
  now,
}: AuthRateLimitOptions): AuthRateLimits {
  const byIp = new SlidingWindowLimiter({ limit: perIp, windowMs, now });
  const byEmail = new SlidingWindowLimiter({ limit: perEmail, windowMs, now });
  return {
    check(route, clientIp, emailKey) {
      const ipKey = `${route}|${clientIp}`;
      const mailKey = `${route}|${emailKey}`;
      const ipDecision = byIp.peek(ipKey);
      const emailDecision = byEmail.peek(mailKey);
      const waitMs = Math.max(ipDecision.retryAfterMs, emailDecision.retryAfterMs);
      if (waitMs > 0) throw tooManyAttempts(waitMs);
      byIp.record(ipKey);
      byEmail.record(mailKey);
    },
  };
}

export function tooManyAttempts(waitMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new ApiError(
    429,
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
  );
}
