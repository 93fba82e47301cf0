import { releasedByBatch } from '../../lib/search-batches';
import { between, intBetween } from '../../lib/flight-offers/hash';

/** When a search's offers "arrive": cumulative counts at times after the search started. */
export interface ReleaseSchedule {
  /** Milliseconds after the start, ascending; the last one is when the search is complete. */
  at: number[];
  /** Offers released by each of those times (cumulative; the last equals the total). */
  released: number[];
}

/**
 * A deterministic schedule per search: 3–6 batches, the first after 400–900 ms, the last within
 * 1.2–3 s, of uneven sizes, like answers from several providers.
 */
export function releaseSchedule(seed: string, total: number): ReleaseSchedule {
  const batches = intBetween(`batches|${seed}`, 3, 6);
  const first = intBetween(`first|${seed}`, 400, 900);
  const last = Math.max(first + 600, intBetween(`last|${seed}`, 1200, 3000));
  const step = (last - first) / (batches - 1);
  const at = Array.from({ length: batches }, (_, i) =>
    i === 0 || i === batches - 1
      ? [first, last][i === 0 ? 0 : 1]!
      : Math.round(first + step * i + between(`jitter|${seed}|${i}`, -0.3, 0.3) * step),
  );
  return { at, released: releasedByBatch(seed, batches, total) };
}

/** How far a search has got `elapsedMs` after it started. */
export function progressAt(schedule: ReleaseSchedule, elapsedMs: number) {
  const batchesDone = schedule.at.filter((time) => time <= elapsedMs).length;
  return {
    released: batchesDone === 0 ? 0 : (schedule.released[batchesDone - 1] ?? 0),
    progress: Math.round((100 * batchesDone) / schedule.at.length),
    complete: batchesDone === schedule.at.length,
  };
}
