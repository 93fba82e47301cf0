import { between } from './flight-offers/hash';

/**
 * How many of a search's `total` results have arrived by the end of each of its `batches`
 * (cumulative; the last equals the total): batches of uneven sizes, weighed 0.5–1.5 from `seed`
 * so the same search always arrives the same way, like answers from several providers. The flight
 * and hotel searches' release schedules share it; each times its batches itself.
 */
export function releasedByBatch(seed: string, batches: number, total: number): number[] {
  const weights = Array.from({ length: batches }, (_, i) => between(`weight|${seed}|${i}`, 0.5, 1.5));
  const sum = weights.reduce((a, b) => a + b, 0);
  let cumulative = 0;
  return weights.map((weight, i) => {
    cumulative += weight;
    return i === batches - 1 ? total : Math.round((total * cumulative) / sum);
  });
}
