export function percentile(samples: number[], p: number): number;
export function summarise(samples: number[]): { count: number; p50: number; p95: number; p99: number };
export function latencyRatio(
  alone: { p50: number; p95: number; p99?: number },
  loaded: { p50: number; p95: number; p99?: number },
  limit?: number,
): { p50: number; p95: number; p99: number; within: boolean };
