import { parseSiteEnv } from '@/lib/env';
import { noteMisconfiguration } from './misconfiguration';

export interface Readiness {
  ready: boolean;
  checks: { config: 'ok' | 'invalid'; api: 'ok' | 'key refused' | 'unreachable' | 'not checked' | string };
}

/** A host no club can have (RFC 2606): the API answers `data: null` when it takes the site's key. */
const PROBE_DOMAIN = 'readiness-probe.invalid';

/**
 * Whether the site can serve pages: its environment is valid, and the club API answers a
 * configuration lookup with the site's key (so the API is up, reachable and takes the key).
 */
export async function checkReadiness(
  source: Record<string, string | undefined> = process.env,
  fetchImpl: typeof fetch = fetch,
): Promise<Readiness> {
  let env;
  try {
    env = parseSiteEnv(source);
  } catch (error) {
    noteMisconfiguration('site_config_invalid', error instanceof Error ? error.message : undefined);
    return { ready: false, checks: { config: 'invalid', api: 'not checked' } };
  }
  const url = new URL('/whitelabel/config', env.API_BASE_URL);
  url.searchParams.set('domain', PROBE_DOMAIN);
  try {
    const response = await fetchImpl(url, {
      headers: { apikey: env.CLUB_API_KEY, version: env.API_VERSION, language: 'en' },
      signal: AbortSignal.timeout(env.CLUB_CONFIG_TIMEOUT_MS),
      cache: 'no-store',
    });
    await response.body?.cancel();
    if (response.status === 401 || response.status === 403) {
      noteMisconfiguration('club_api_key_refused');
      return { ready: false, checks: { config: 'ok', api: 'key refused' } };
    }
    if (!response.ok) return { ready: false, checks: { config: 'ok', api: `answered ${response.status}` } };
    return { ready: true, checks: { config: 'ok', api: 'ok' } };
  } catch {
    noteMisconfiguration('club_api_unreachable');
    return { ready: false, checks: { config: 'ok', api: 'unreachable' } };
  }
}
