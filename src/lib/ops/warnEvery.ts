/**
 * A warning said once per interval, with how often its cause happened meanwhile: a misconfiguration
 * (the API refuses the key, the API is unreachable, a flood of unknown hosts) shows in the log at
 * once and then once a minute while it lasts, never once per request and never not at all.
 */
export interface EveryWarner {
  /** Counts one occurrence of `kind`; logs when its interval has passed since it last did. */
  note(kind: string, detail?: string): void;
}

export interface EveryWarnerOptions {
  intervalMs?: number;
  now?: () => number;
  log: (kind: string, fields: { count: number; since: number; sample: string[] }) => void;
}

const SAMPLE_SIZE = 3;

export function createEveryWarner({
  intervalMs = 60_000,
  now = Date.now,
  log,
}: EveryWarnerOptions): EveryWarner {
  const state = new Map<string, { lastLogged: number; count: number; since: number; sample: string[] }>();
  return {
    note(kind, detail) {
      const at = now();
      let entry = state.get(kind);
      if (!entry) {
        entry = { lastLogged: -Infinity, count: 0, since: at, sample: [] };
        state.set(kind, entry);
      }
      entry.count += 1;
      if (detail !== undefined && entry.sample.length < SAMPLE_SIZE && !entry.sample.includes(detail)) {
        entry.sample.push(detail);
      }
      if (at - entry.lastLogged < intervalMs) return;
      log(kind, { count: entry.count, since: entry.since, sample: entry.sample });
      entry.lastLogged = at;
      entry.count = 0;
      entry.since = at;
      entry.sample = [];
    },
  };
}
