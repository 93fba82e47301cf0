import { LRUCache } from 'lru-cache';
import { ApiError } from './errors';

/**
 * In-memory sliding-window limits. Each limited route has a budget per key kind — the client
 * address, the email (within a club), or a flow ticket — and a request over any of them gets 429
 * with a message saying when to try again and a Retry-After header, and is not counted.
 *
 * - the auth routes that guess at secrets (`verify-email`, `otp-verify`) count every attempt;
 * - `login-failure` counts wrong passwords only: per address it stops one address guessing across
 *   emails; per email it asks for a captcha instead of locking the owner out (see session-routes);
 * - `code-request` counts codes mailed, per address and per email; `ticket-use` the calls one flow
 *   ticket may make;
 * - `signup`, `card-tokenize`, `flight-search` and `hotel-search` are free to call, so they are limited per address;
 * - `password-change` counts every attempt to change a password (each checks the current one), per
 *   address and per account;
 * - `contact` mails the club and the sender, so it is limited per address and per email.
 * - `manage-code` mails a guest's manage-booking code: per address, per email and per booking
 *   reference; `manage-verify` counts code attempts per address and per code ticket; `invoice-mail`
 *   counts invoices e-mailed per address and per booking.
 * - `console-setup` counts posts of the console's set-up page (each hashes a password) per address
 *   and per set-up link.
 * - `upload` counts the files an account sends (documents, logo, profile picture) per hour.
 *
 * The window slides: a request is allowed when fewer than `limit` requests were allowed in the last
 * `windowMs`. The API counts in the database (`createSharedRateLimits` in shared-rate-limit.ts), so
 * every instance over one database sees the same windows; `createRateLimits` here keeps them in the
 * process, for unit tests and callers that have no database. Both implement `RateLimits`.
 */

export const RATE_LIMIT_WINDOW_MS = 10 * 60_000;
/** The budget of the routes that guess at secrets: attempts per address and per email. */
export const DEFAULT_RATE_LIMITS = { perIp: 30, perEmail: 10 } as const;

export type LimitedRoute =
  | 'verify-email'
  | 'otp-verify'
  | 'login-failure'
  | 'code-request'
  | 'ticket-use'
  | 'signup'
  | 'card-tokenize'
  | 'flight-search'
  | 'hotel-search'
  | 'password-change'
  | 'contact'
  | 'manage-code'
  | 'manage-verify'
  | 'invoice-mail'
  | 'console-setup'
  | 'upload';

export type LimitKey = 'ip' | 'email' | 'ticket' | 'reference';

/** How many requests each kind of key may make in `windowMs`; a kind left out is not limited. */
export interface RouteBudget {
  perIp?: number;
  perEmail?: number;
  perTicket?: number;
  perReference?: number;
  windowMs?: number;
}

const HOUR_MS = 60 * 60_000;
/** Uploads one account may send in an hour (the `upload` budget). */
export const UPLOADS_PER_HOUR = 20;

/** The budgets of the routes other than the guessing ones (which take `perIp`/`perEmail`). */
export const ROUTE_BUDGETS: Record<
  Exclude<LimitedRoute, 'verify-email' | 'otp-verify' | 'login-failure'>,
  RouteBudget
> = {
  'code-request': { perIp: 20, perEmail: 5 },
  'ticket-use': { perTicket: 8, windowMs: HOUR_MS },
  signup: { perIp: 10, windowMs: HOUR_MS },
  'card-tokenize': { perIp: 20 },
  'flight-search': { perIp: 30, windowMs: 60_000 },
  'hotel-search': { perIp: 30, windowMs: 60_000 },
  'password-change': { perIp: 30, perEmail: 5 },
  contact: { perIp: 5, perEmail: 3, windowMs: HOUR_MS },
  'manage-code': { perIp: 10, perEmail: 5, perReference: 5, windowMs: HOUR_MS },
  'manage-verify': { perIp: 30, perTicket: 5 },
  'invoice-mail': { perIp: 20, perReference: 3, windowMs: HOUR_MS },
  'console-setup': { perIp: 10, perTicket: 5 },
  // Files sent per account (documents, logo, profile picture): each is up to 5 MB read, checked and
  // stored, and a removed file does not give its upload back.
  upload: { perEmail: UPLOADS_PER_HOUR, windowMs: HOUR_MS },
};

/** Per-address budgets loose enough for test runs, where every request comes from one address. */
export const LOOSE_ADDRESS_BUDGETS: Partial<Record<LimitedRoute, RouteBudget>> = {
  'code-request': { perIp: 1000, perEmail: 5 },
  signup: { perIp: 1000, windowMs: HOUR_MS },
  'card-tokenize': { perIp: 1000 },
  'flight-search': { perIp: 1000, windowMs: 60_000 },
  'hotel-search': { perIp: 1000, windowMs: 60_000 },
  'password-change': { perIp: 1000, perEmail: 5 },
  contact: { perIp: 1000, perEmail: 3, windowMs: HOUR_MS },
  'manage-code': { perIp: 1000, perEmail: 5, perReference: 5, windowMs: HOUR_MS },
  'manage-verify': { perIp: 1000, perTicket: 5 },
  'invoice-mail': { perIp: 1000, perReference: 3, windowMs: HOUR_MS },
};

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

/** Whether one more hit is allowed, given the hits (ascending) still in the window. */
export function windowDecision(
  recent: readonly number[],
  limit: number,
  windowMs: number,
  now: number,
): RateLimitDecision {
  if (recent.length < limit) return { allowed: true, retryAfterMs: 0 };
  // The oldest hit that still counts leaves the window first.
  const oldest = recent[recent.length - limit] ?? now;
  return { allowed: false, retryAfterMs: Math.max(1, oldest + windowMs - now) };
}

/** Forget keys with no recent hits every this many hits, so memory follows the active clients. */
const SWEEP_EVERY = 1000;
/**
 * Keys held at most: a flood of distinct addresses or e-mails within one window would otherwise grow
 * memory without limit; beyond it the least recently seen key is forgotten (the shared, database
 * limiter of lib/shared-rate-limit.ts is the one the server uses).
 */
const MAX_KEYS = 100_000;

export class SlidingWindowLimiter {
  private readonly hits = new LRUCache<string, number[]>({ max: MAX_KEYS });
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
    return windowDecision(this.recentHits(key, now), this.options.limit, this.options.windowMs, now);
  }

  record(key: string): void {
    const now = this.now();
    const recent = this.recentHits(key, now);
    recent.push(now);
    this.hits.set(key, recent);
    if (++this.sinceSweep >= SWEEP_EVERY) this.sweep(now);
  }

  forget(key: string): void {
    this.hits.delete(key);
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
    for (const [key, hits] of [...this.hits.entries()]) {
      if ((hits[hits.length - 1] ?? 0) <= now - this.options.windowMs) this.hits.delete(key);
    }
  }
}

export interface RateLimitSettings {
  /** Attempts per address at each guessing route, and wrong passwords per address. */
  perIp: number;
  /** Attempts per email at each guessing route, and wrong passwords per email before a captcha. */
  perEmail: number;
  /** Other budgets, over `ROUTE_BUDGETS` (tests and end-to-end runs loosen the per-address ones). */
  routes?: Partial<Record<LimitedRoute, RouteBudget>>;
  windowMs?: number;
  now?: () => number;
}

export type LimitKeys = Partial<Record<LimitKey, string>>;

/** The keys' standing at a route, without counting anything. */
export interface LimitStanding {
  /** The longest wait among the kinds over budget; 0 when every kind is within its budget. */
  retryAfterMs: number;
  /** The kinds over budget. */
  over: LimitKey[];
}

export interface RateLimits {
  /** Throws the 429 ApiError when any key is over its budget for `route`; else counts the request. */
  check(route: LimitedRoute, keys: LimitKeys): Promise<void>;
  peek(route: LimitedRoute, keys: LimitKeys): Promise<LimitStanding>;
  /** Counts a request (e.g. a failure) without checking. */
  record(route: LimitedRoute, keys: LimitKeys): Promise<void>;
  /** Forgets what was counted for these keys (e.g. an email's wrong passwords after a good login). */
  reset(route: LimitedRoute, keys: LimitKeys): Promise<void>;
}

const PER: Record<LimitKey, keyof RouteBudget> = {
  ip: 'perIp',
  email: 'perEmail',
  ticket: 'perTicket',
  reference: 'perReference',
};

/** One limit that applies to a request: the window `name` (`route|kind`) of `key`. */
export interface ApplicableLimit {
  kind: LimitKey;
  name: string;
  key: string;
  limit: number;
  windowMs: number;
}

/** The budgets of every route under these settings, and the limits a request's keys fall under. */
export function routeBudgets({
  perIp,
  perEmail,
  routes = {},
  windowMs = RATE_LIMIT_WINDOW_MS,
}: RateLimitSettings) {
  const guessing: RouteBudget = { perIp, perEmail, windowMs };
  const budgets: Record<LimitedRoute, RouteBudget> = {
    'verify-email': guessing,
    'otp-verify': guessing,
    'login-failure': guessing,
    ...ROUTE_BUDGETS,
  };
  for (const [route, budget] of Object.entries(routes)) budgets[route as LimitedRoute] = budget;
  return (route: LimitedRoute, keys: LimitKeys): ApplicableLimit[] => {
    const budget = budgets[route];
    const found: ApplicableLimit[] = [];
    for (const kind of Object.keys(keys) as LimitKey[]) {
      const limit = budget[PER[kind]];
      const key = keys[kind];
      if (limit === undefined || key === undefined) continue;
      found.push({ kind, name: `${route}|${kind}`, key, limit, windowMs: budget.windowMs ?? windowMs });
    }
    return found;
  };
}

export function createRateLimits(settings: RateLimitSettings): RateLimits {
  const { now } = settings;
  const limitsOf = routeBudgets(settings);

  const limiters = new Map<string, SlidingWindowLimiter>();
  /** One limiter per route and key kind: [kind, limiter, the request's key] for each key given. */
  const applicable = (route: LimitedRoute, keys: LimitKeys) =>
    limitsOf(route, keys).map(({ kind, name, key, limit, windowMs }) => {
      let limiter = limiters.get(name);
      if (!limiter) {
        limiter = new SlidingWindowLimiter({ limit, windowMs, now });
        limiters.set(name, limiter);
      }
      return [kind, limiter, key] as const;
    });
  const standing = (route: LimitedRoute, keys: LimitKeys): LimitStanding =>
    standingOf(applicable(route, keys).map(([kind, limiter, key]) => [kind, limiter.peek(key)]));
  const record = (route: LimitedRoute, keys: LimitKeys) => {
    for (const [, limiter, key] of applicable(route, keys)) limiter.record(key);
  };

  return {
    async check(route, keys) {
      const { retryAfterMs } = standing(route, keys);
      if (retryAfterMs > 0) throw tooManyAttempts(retryAfterMs);
      record(route, keys);
    },
    async peek(route, keys) {
      return standing(route, keys);
    },
    async record(route, keys) {
      record(route, keys);
    },
    async reset(route, keys) {
      for (const [, limiter, key] of applicable(route, keys)) limiter.forget(key);
    },
  };
}

/** The standing of a request from the decision of each limit it falls under. */
export function standingOf(decisions: readonly (readonly [LimitKey, RateLimitDecision])[]): LimitStanding {
  let retryAfterMs = 0;
  const over: LimitKey[] = [];
  for (const [kind, decision] of decisions) {
    if (decision.allowed) continue;
    over.push(kind);
    retryAfterMs = Math.max(retryAfterMs, decision.retryAfterMs);
  }
  return { retryAfterMs, over };
}

export function tooManyAttempts(waitMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new ApiError(
    429,
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
  );
}
