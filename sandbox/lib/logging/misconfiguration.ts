import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../context';

export const REPORT_EVERY_MS = 60_000;
/** Distinct sources counted per minute; the rest are summed under OTHER_SOURCES. */
const MAX_SOURCES = 100;
export const OTHER_SOURCES = '(others)';

type Schedule = (run: () => void, ms: number) => void;
const unrefTimeout: Schedule = (run, ms) => {
  setTimeout(run, ms).unref();
};

/**
 * Counts one kind of misconfiguration and says so in the log without flooding it: the first
 * occurrence after a quiet minute at once (an operator watching a start sees it), then one line a
 * minute with the count per source while it goes on. Never per request, never silent.
 */
export function misconfigurationCounter(
  logger: Logger,
  problem: string,
  hint: string,
  schedule: Schedule = unrefTimeout,
) {
  const counts = new LRUCache<string, { count: number }>({ max: MAX_SOURCES });
  let others = 0;
  let open = false;

  const report = () => {
    const bySource: Record<string, number> = {};
    let total = others;
    for (const [source, { count }] of counts.entries()) {
      bySource[source] = count;
      total += count;
    }
    if (others > 0) bySource[OTHER_SOURCES] = others;
    counts.clear();
    others = 0;
    if (total === 0) {
      open = false;
      return;
    }
    logger.warn(`${problem}: ${total} in the last minute. ${hint}`, {
      misconfiguration: problem,
      count: total,
      bySource,
    });
    schedule(report, REPORT_EVERY_MS);
  };

  return (source: string): void => {
    if (!open) {
      open = true;
      logger.warn(`${problem} (from ${source}). ${hint} Repeats are counted and reported once a minute.`, {
        misconfiguration: problem,
        count: 1,
        bySource: { [source]: 1 },
      });
      schedule(report, REPORT_EVERY_MS);
      return;
    }
    const entry = counts.get(source);
    if (entry) entry.count += 1;
    else if (counts.size < MAX_SOURCES) counts.set(source, { count: 1 });
    else others += 1;
  };
}

const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/;

/** A host for the log: lower-cased and well formed, or nothing (never raw client text). */
function cleanHost(value: string | undefined): string | null {
  const host = value?.trim().toLowerCase();
  return host && HOST.test(host) ? host : null;
}

/**
 * Which club a refused call was made for, as far as the request says: the host asked about, the
 * browser's origin, or the Whitelabel-Id. Never the key itself.
 */
export function callerOf(c: Context): string {
  const domain = cleanHost(c.req.query('domain'));
  if (domain) return domain;
  const origin = c.req.header('origin');
  if (origin) {
    try {
      const host = cleanHost(new URL(origin).host);
      if (host) return host;
    } catch {
      // Not a URL: fall through.
    }
  }
  const club = c.req.header('whitelabel-id')?.trim();
  if (club && /^\d{1,9}$/.test(club)) return `club ${club}`;
  return 'unknown';
}

export interface MisconfigurationWatch {
  /** A call with a missing or wrong `apikey`: the site's SANDBOX_API_KEY / API_KEY differ. */
  wrongApiKey(c: Context): void;
  /** A configuration asked for a host no club has: a DNS or club-host mistake, or a flood. */
  unknownHost(host: string): void;
  /** A readiness check found the database unreachable (`reason`: how it failed, never a URL). */
  databaseDown(reason: string): void;
}

export function createMisconfigurationWatch(logger: Logger, schedule?: Schedule): MisconfigurationWatch {
  const apiKey = misconfigurationCounter(
    logger,
    'Calls refused for a missing or wrong apikey',
    "Check that the site's CLUB_API_KEY matches the API's SANDBOX_API_KEY.",
    schedule,
  );
  const host = misconfigurationCounter(
    logger,
    'Configuration asked for unknown hosts',
    'Add the host to its club, or look for a flood of made-up Host headers.',
    schedule,
  );
  const database = misconfigurationCounter(
    logger,
    'Readiness checks found the database unreachable',
    'Check DATABASE_URL and that PostgreSQL is up (or the PGlite folder is readable).',
    schedule,
  );
  return {
    databaseDown: (reason) => database(reason),
    wrongApiKey: (c) => apiKey(callerOf(c)),
    unknownHost: (name) => host(cleanHost(name) ?? 'invalid host'),
  };
}
