import { siteEnv } from '@/lib/env';
import { noteClubApiStatus, noteMisconfiguration } from '@/lib/ops/misconfiguration';
import { requestIdHeaders } from '@/lib/ops/requestContext';
import { siteCounters } from '@/lib/ops/siteCounters';
import { processWide } from '@/lib/ops/processWide';
import { normaliseClubConfig } from './normaliseConfig';
import { createClubResolver } from './resolveClub';

type Resolver = ReturnType<typeof createClubResolver>;

/**
 * The process-wide club resolver (one bounded cache per server process, shared by the proxy and
 * the pages: processWide). Its lookups carry the
 * request's id, count toward the cache metrics, and tell the log of a misconfiguration.
 */
export function clubResolver(): Resolver {
  return processWide('clubResolver', () => {
    const env = siteEnv();
    return createClubResolver({
      apiBaseUrl: env.API_BASE_URL,
      apiKey: env.CLUB_API_KEY,
      apiVersion: env.API_VERSION,
      ttlMs: env.CLUB_CONFIG_TTL_MS,
      timeoutMs: env.CLUB_CONFIG_TIMEOUT_MS,
      extraHeaders: requestIdHeaders,
      normalise: normaliseClubConfig,
      onCacheResult: (result) => {
        const counters = siteCounters();
        if (result === 'hit') counters.clubConfigHits += 1;
        else counters.clubConfigMisses += 1;
      },
      onLookup: (host, outcome, status) => {
        if (status === null) noteMisconfiguration('club_api_unreachable');
        else noteClubApiStatus(status);
        if (outcome.status === 'unknown') noteMisconfiguration('unknown_host', host);
      },
    });
  });
}
