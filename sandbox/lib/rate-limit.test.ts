import { like, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitWindows } from '../db/schema';
import { startTestSandbox, type TestSandbox } from '../test-support/sandbox';
import { ApiError } from './errors';
import {
  SlidingWindowLimiter,
  createRateLimits,
  tooManyAttempts,
  type RateLimitSettings,
  type RateLimits,
} from './rate-limit';
import { createSharedRateLimits } from './shared-rate-limit';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

/** Each test of the shared limits counts under keys of its own: they share one database. */
let run = 0;
const implementations: [string, (settings: RateLimitSettings) => RateLimits][] = [
  ['createRateLimits (in the process)', createRateLimits],
  [
    'createSharedRateLimits (in the database)',
    (settings) => createSharedRateLimits(sandbox.database.db, settings),
  ],
];

/** The keys of the windows counted in the database under `tag`. */
async function windowsTagged(tag: string): Promise<string[]> {
  const rows = await sandbox.database.db
    .select({ key: rateLimitWindows.key })
    .from(rateLimitWindows)
    .where(like(rateLimitWindows.key, `${tag}-%`));
  return rows.map((row) => row.key);
}

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

describe.each(implementations)('%s', (_, createRateLimits) => {
  it('limits the guessing routes per address and per email, each route with its own budget', async () => {
    const clock = aClock();
    const limits = createRateLimits({ perIp: 3, perEmail: 2, windowMs: 60_000, now: clock.now });
    await limits.check('otp-verify', { ip: 'ip-1', email: 'a@x' });
    await limits.check('otp-verify', { ip: 'ip-2', email: 'a@x' });
    await expect(limits.check('otp-verify', { ip: 'ip-3', email: 'a@x' })).rejects.toThrow(ApiError);
    await limits.check('verify-email', { ip: 'ip-3', email: 'a@x' }); // another route, another budget
    await limits.check('otp-verify', { ip: 'ip-1', email: 'b@x' });
    await limits.check('otp-verify', { ip: 'ip-1', email: 'c@x' });
    await expect(limits.check('otp-verify', { ip: 'ip-1', email: 'd@x' })).rejects.toThrow(
      /Too many attempts/,
    );
  });

  it('peeks, records and resets one kind of key without touching the others', async () => {
    const clock = aClock();
    const limits = createRateLimits({ perIp: 3, perEmail: 2, windowMs: 60_000, now: clock.now });
    const keys = { ip: 'ip-1', email: 'a@x' };
    await limits.record('login-failure', keys);
    await limits.record('login-failure', keys);
    expect(await limits.peek('login-failure', keys)).toEqual({ retryAfterMs: 60_000, over: ['email'] });
    await limits.reset('login-failure', { email: 'a@x' });
    expect((await limits.peek('login-failure', keys)).over).toEqual([]);
    await limits.record('login-failure', { ip: 'ip-1', email: 'b@x' });
    expect((await limits.peek('login-failure', keys)).over).toEqual(['ip']); // the address kept its count
  });

  it('gives the free routes their own per-address budgets, which settings can change', async () => {
    const clock = aClock();
    const limits = createRateLimits({
      perIp: 100,
      perEmail: 100,
      routes: { signup: { perIp: 1 } },
      now: clock.now,
    });
    await limits.check('signup', { ip: 'ip-1' });
    await expect(limits.check('signup', { ip: 'ip-1' })).rejects.toThrow(ApiError);
    for (let i = 0; i < 30; i += 1) await limits.check('flight-search', { ip: 'ip-1' });
    await expect(limits.check('flight-search', { ip: 'ip-1' })).rejects.toThrow(ApiError);
    clock.advance(60_000); // a minute's window
    await limits.check('flight-search', { ip: 'ip-1' });
  });
});

describe('createSharedRateLimits', () => {
  const settings = (now: () => number): RateLimitSettings => ({
    perIp: 100,
    perEmail: 100,
    routes: { contact: { perIp: 3, perEmail: 2 } },
    now,
  });

  it('holds a budget spent through one API instance on another over the same database', async () => {
    const clock = aClock(2_000_000);
    const ip = `shared-${(run += 1)}`;
    const first = createSharedRateLimits(sandbox.database.db, settings(clock.now));
    const second = createSharedRateLimits(sandbox.database.db, settings(clock.now));
    await first.check('contact', { ip });
    await second.check('contact', { ip });
    await first.check('contact', { ip });
    await expect(second.check('contact', { ip })).rejects.toThrow(/Too many attempts/);
    expect(await first.peek('contact', { ip })).toEqual({ retryAfterMs: 600_000, over: ['ip'] });
    await second.reset('contact', { ip });
    await first.check('contact', { ip });
  });

  it('lets exactly `limit` requests through when they arrive together', async () => {
    const clock = aClock(3_000_000);
    const ip = `together-${(run += 1)}`;
    const instances = [0, 1].map(() => createSharedRateLimits(sandbox.database.db, settings(clock.now)));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => instances[i % 2]!.check('contact', { ip, email: `${ip}@x` })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
  });

  it('forgets windows whose hits have all left them', async () => {
    const clock = aClock(4_000_000);
    // A sweep every 20 counted requests (500 in service): 500 sequential transactions took more
    // than 40 s on a loaded runner with two test workers.
    const limits = createSharedRateLimits(sandbox.database.db, settings(clock.now), { sweepEvery: 20 });
    const tag = `sweep-${(run += 1)}`;
    await limits.check('contact', { ip: `${tag}-old` });
    clock.advance(60 * 60_000);
    let rows = await windowsTagged(tag);
    // Not yet swept: the old window is still there.
    expect(rows).toContain(`${tag}-old`);
    for (let i = 0; i < 20; i += 1) await limits.record('signup', { ip: `${tag}-${i % 7}` });
    rows = await windowsTagged(tag);
    expect(rows).not.toContain(`${tag}-old`);
    // The windows still in use are kept.
    expect(rows).toContain(`${tag}-0`);
  });
});

/** The sandbox's database through a query builder that writes down every statement it sends. */
function countingDatabase(): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const logger: Logger = { logQuery: (query) => statements.push(query) };
  const handle = sandbox.database;
  const db =
    handle.driver === 'pglite'
      ? drizzlePglite(handle.client, { schema, logger })
      : drizzlePostgres(handle.client, { schema, logger });
  return { db: db as unknown as Database, statements };
}

describe('createSharedRateLimits with one limit (an upload: per account)', () => {
  it('checks and counts in one statement, without a transaction, and still refuses past the budget', async () => {
    // On the embedded database a statement inside a transaction holds every other call back; the
    // hourly upload budget was BEGIN, two statements and COMMIT before every upload (issue 30).
    const clock = aClock(5_000_000);
    const { db, statements } = countingDatabase();
    const transactions: unknown[] = [];
    const watched = new Proxy(db, {
      get: (target, name, receiver) =>
        name === 'transaction'
          ? (...args: unknown[]) => (
              transactions.push(args),
              target.transaction(...(args as Parameters<Database['transaction']>))
            )
          : Reflect.get(target, name, receiver),
    });
    const limits = createSharedRateLimits(watched, { perIp: 100, perEmail: 100, now: clock.now });
    const email = `one-statement-${(run += 1)}@x`;
    for (let i = 0; i < 20; i += 1) {
      statements.length = 0;
      await limits.check('upload', { email });
      expect(statements, `upload ${i + 1}`).toHaveLength(1);
      clock.advance(60_000);
    }
    expect(transactions).toEqual([]);
    // The 21st within the hour is refused, with the time until the first leaves the window.
    const refused = await limits.check('upload', { email }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).headers).toEqual({ 'Retry-After': String(60 * 60 - 20 * 60) });
    // Refused requests are not counted: once the oldest hit leaves, one more is allowed.
    clock.advance(40 * 60_000);
    await limits.check('upload', { email });
    await expect(limits.check('upload', { email })).rejects.toThrow(/Too many attempts/);
  });

  it('lets exactly the budget through when the requests arrive together', async () => {
    const clock = aClock(6_000_000);
    const email = `together-one-${(run += 1)}@x`;
    const instances = [0, 1].map(() =>
      createSharedRateLimits(sandbox.database.db, { perIp: 100, perEmail: 100, now: clock.now }),
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => instances[i % 2]!.check('upload', { email })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(20);
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
