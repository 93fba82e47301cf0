import { siteEnv } from '@/lib/env';
import { createClubResolver } from './resolveClub';

type Resolver = ReturnType<typeof createClubResolver>;
let resolver: Resolver | undefined;

/** The process-wide club resolver (one cache per server process). */
export function clubResolver(): Resolver {
  if (!resolver) {
    const env = siteEnv();
    resolver = createClubResolver({
      apiBaseUrl: env.API_BASE_URL,
      apiKey: env.CLUB_API_KEY,
      apiVersion: env.API_VERSION,
      ttlMs: env.CLUB_CONFIG_TTL_MS,
      timeoutMs: env.CLUB_CONFIG_TIMEOUT_MS,
    });
  }
  return resolver;
}
