/**
 * Counters the app keeps for the site server's metrics (server/site.mjs reads them through the same
 * `globalThis` name when Prometheus scrapes): plain numbers, so the app needs no metrics library.
 */
export interface SiteCounters {
  clubConfigHits: number;
  clubConfigMisses: number;
}

export const SITE_COUNTERS_KEY = Symbol.for('club-travel.siteCounters');

export function siteCounters(): SiteCounters {
  const scope = globalThis as Record<symbol, SiteCounters | undefined>;
  scope[SITE_COUNTERS_KEY] ??= { clubConfigHits: 0, clubConfigMisses: 0 };
  return scope[SITE_COUNTERS_KEY];
}
