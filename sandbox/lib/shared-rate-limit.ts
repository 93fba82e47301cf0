import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitWindows } from '../db/schema';
import {
  routeBudgets,
  standingOf,
  tooManyAttempts,
  windowDecision,
  type ApplicableLimit,
  type RateLimitSettings,
  type RateLimits,
} from './rate-limit';

/** Delete the windows whose last hit left them every this many counted requests (per process). */
const SWEEP_EVERY = 500;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A deterministic order, so that two requests locking the same windows never wait on each other. */
const inLockOrder = (limits: ApplicableLimit[]) =>
  [...limits].sort((a, b) => (a.name + '\0' + a.key < b.name + '\0' + b.key ? -1 : 1));

/**
 * The rate limits counted in the database (table `rate_limit_windows`), so that a budget spent
 * through one API instance is spent on all of them. Same budgets and sliding windows as
 * `createRateLimits`: each window is a row holding its hits' times, which a check reads, decides on
 * and extends under the row's lock, so two instances cannot both let the last allowed request in.
 */
export function createSharedRateLimits(
  db: Database,
  settings: RateLimitSettings,
  { sweepEvery = SWEEP_EVERY }: { sweepEvery?: number } = {},
): RateLimits {
  const clock = settings.now ?? Date.now;
  const limitsOf = routeBudgets(settings);
  let sinceSweep = 0;

  /** Locks each window (creating it empty when new) and answers the hits still inside it. */
  async function lockWindows(tx: Transaction, limits: ApplicableLimit[], now: number) {
    const recent: number[][] = [];
    for (const limit of limits) {
      const [row] = await tx
        .insert(rateLimitWindows)
        .values({ name: limit.name, key: limit.key, hits: [], expiresAt: new Date(now) })
        .onConflictDoUpdate({
          target: [rateLimitWindows.name, rateLimitWindows.key],
          // A no-op update: it takes the row's lock and returns the row.
          set: { expiresAt: sql.raw(`"rate_limit_windows"."expires_at"`) },
        })
        .returning({ hits: rateLimitWindows.hits });
      recent.push((row?.hits ?? []).filter((at) => at > now - limit.windowMs));
    }
    return recent;
  }

  async function countIn(tx: Transaction, limits: ApplicableLimit[], recent: number[][], now: number) {
    for (const [i, limit] of limits.entries()) {
      await tx
        .update(rateLimitWindows)
        .set({ hits: [...(recent[i] ?? []), now], expiresAt: new Date(now + limit.windowMs) })
        .where(and(eq(rateLimitWindows.name, limit.name), eq(rateLimitWindows.key, limit.key)));
    }
  }

  /**
   * One limit checked and counted in one statement: the window's row is created with this hit, or,
   * when fewer than `limit` of its hits are still inside the window, updated to those hits and this
   * one (the row's lock is held only for that statement, so two instances cannot both let the last
   * allowed request in). When nothing is written the request is over budget; only then are the hits
   * read again, to say how long to wait. On the embedded database a transaction of four statements
   * held every other call back (issue 30: an upload's hourly budget); this one holds it for one.
   */
  async function checkOne(limit: ApplicableLimit, now: number): Promise<number> {
    const since = now - limit.windowMs;
    const existing = sql.raw(`"rate_limit_windows"."hits"`);
    const counted = await db
      .insert(rateLimitWindows)
      .values({ name: limit.name, key: limit.key, hits: [now], expiresAt: new Date(now + limit.windowMs) })
      .onConflictDoUpdate({
        target: [rateLimitWindows.name, rateLimitWindows.key],
        set: {
          hits: sql`(SELECT coalesce(jsonb_agg(hit ORDER BY n), '[]'::jsonb)
            FROM jsonb_array_elements(${existing}) WITH ORDINALITY AS e(hit, n)
            WHERE hit::numeric > ${since}) || ${JSON.stringify([now])}::jsonb`,
          expiresAt: new Date(now + limit.windowMs),
        },
        setWhere: sql`(SELECT count(*) FROM jsonb_array_elements(${existing}) AS e(hit)
          WHERE hit::numeric > ${since}) < ${limit.limit}`,
      })
      .returning({ name: rateLimitWindows.name });
    if (counted.length > 0) return 0;
    const [row] = await db
      .select({ hits: rateLimitWindows.hits })
      .from(rateLimitWindows)
      .where(and(eq(rateLimitWindows.name, limit.name), eq(rateLimitWindows.key, limit.key)));
    const recent = (row?.hits ?? []).filter((at) => at > since);
    // (A window swept between the two statements: the request was refused all the same.)
    return windowDecision(recent, limit.limit, limit.windowMs, now).retryAfterMs || 1000;
  }

  /**
   * Several limits at once (an address and an e-mail): counted only when every one is within its
   * budget, so their rows are read and written under their locks in one transaction.
   */
  async function checkAll(limits: ApplicableLimit[], now: number): Promise<number> {
    return db.transaction(async (tx) => {
      const recent = await lockWindows(tx, limits, now);
      const standing = standingOf(
        limits.map((limit, i) => [
          limit.kind,
          windowDecision(recent[i] ?? [], limit.limit, limit.windowMs, now),
        ]),
      );
      if (standing.retryAfterMs === 0) await countIn(tx, limits, recent, now);
      return standing.retryAfterMs;
    });
  }

  async function sweepNowAndThen(counted: number, now: number) {
    sinceSweep += counted;
    if (sinceSweep < sweepEvery) return;
    sinceSweep = 0;
    await db.delete(rateLimitWindows).where(lte(rateLimitWindows.expiresAt, new Date(now)));
  }

  return {
    async check(route, keys) {
      const limits = inLockOrder(limitsOf(route, keys));
      if (limits.length === 0) return;
      const now = clock();
      const [only] = limits;
      const retryAfterMs =
        limits.length === 1 && only ? await checkOne(only, now) : await checkAll(limits, now);
      if (retryAfterMs > 0) throw tooManyAttempts(retryAfterMs);
      await sweepNowAndThen(limits.length, now);
    },
    async peek(route, keys) {
      const limits = limitsOf(route, keys);
      const now = clock();
      const decisions = await Promise.all(
        limits.map(async (limit) => {
          const [row] = await db
            .select({ hits: rateLimitWindows.hits })
            .from(rateLimitWindows)
            .where(and(eq(rateLimitWindows.name, limit.name), eq(rateLimitWindows.key, limit.key)));
          const recent = (row?.hits ?? []).filter((at) => at > now - limit.windowMs);
          return [limit.kind, windowDecision(recent, limit.limit, limit.windowMs, now)] as const;
        }),
      );
      return standingOf(decisions);
    },
    async record(route, keys) {
      const limits = inLockOrder(limitsOf(route, keys));
      if (limits.length === 0) return;
      const now = clock();
      await db.transaction(async (tx) => countIn(tx, limits, await lockWindows(tx, limits, now), now));
      await sweepNowAndThen(limits.length, now);
    },
    async reset(route, keys) {
      for (const limit of limitsOf(route, keys)) {
        await db
          .delete(rateLimitWindows)
          .where(and(eq(rateLimitWindows.name, limit.name), eq(rateLimitWindows.key, limit.key)));
      }
    },
  };
}
