export interface Budget {
  minScoreRatio: number;
  maxTbtMs: number | null;
  maxLcpMs: number | null;
  maxJsKb: number;
}
export const BUDGETS: Record<'home' | 'page', Budget>;
export const THROUGHPUT_MIN_RATIO: number;
export const FLIGHT_POLL_MAX_P99_MS: number;

export interface Medians {
  score: number;
  tbtMs: number;
  lcpMs: number;
}
export interface Check {
  measure: string;
  ok: boolean;
  value: number;
  baseline?: number;
  relative?: number;
  limit: number | null;
}

export function median(values: number[]): number;
export function lighthouseMedians(runs: Medians[]): Medians;
export function checkPage(
  kind: string,
  input: { page: Medians | null; baseline: Medians | null; js?: number; baselineJs?: number },
): Check[];
export function checkThroughput(input: { siteRps: number; baselineRps: number }): Check;
export function checkFlightPoll(input: { p99Ms: number }): Check;
export function formatCheck(check: Check): string;
export function tableRows(results: { name: string; checks: Check[] }[]): Record<string, string>[];
export function verdict(named: { name: string; check: Pick<Check, 'measure' | 'ok'> }[]): {
  ok: boolean;
  message: string;
};
