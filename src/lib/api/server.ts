import { siteEnv } from '@/lib/env';
import { noteClubApiStatus, noteMisconfiguration } from '@/lib/ops/misconfiguration';
import { requestIdHeaders } from '@/lib/ops/requestContext';

/** A call the site's server makes to the club API, on a club's behalf. */
export interface ClubApiRequest {
  clubId: number;
  language: string;
  /** A JSON body makes the call a POST. */
  body?: unknown;
  /** Headers beyond the key, version, language and club (e.g. Currency-Preference). */
  headers?: Record<string, string>;
  /** Ends the call; by default after CLUB_CONFIG_TIMEOUT_MS. */
  signal?: AbortSignal;
}

export class ClubApiError extends Error {
  override name = 'ClubApiError';
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`${path} answered ${status}`);
  }
}

/**
 * The `data` of a club API answer, asked with the site's own key and the request's id
 * (X-Request-Id), never cached by fetch (callers that may keep an answer say so); null when the API
 * answers 404. Any other failed answer throws a ClubApiError; a network failure or the deadline
 * throws as fetch does. A refused key or an unreachable API also tells the log (once a minute).
 */
export async function clubApiData<T>(path: string, request: ClubApiRequest): Promise<T | null> {
  const env = siteEnv();
  const hasBody = request.body !== undefined;
  const response = await fetch(new URL(path, env.API_BASE_URL), {
    method: hasBody ? 'POST' : 'GET',
    headers: {
      apikey: env.CLUB_API_KEY,
      version: env.API_VERSION,
      language: request.language,
      'Whitelabel-Id': String(request.clubId),
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...request.headers,
      ...requestIdHeaders(),
    },
    body: hasBody ? JSON.stringify(request.body) : undefined,
    signal: request.signal ?? AbortSignal.timeout(env.CLUB_CONFIG_TIMEOUT_MS),
    cache: 'no-store',
  }).catch((error: unknown) => {
    // A caller's own abort is no misconfiguration.
    if (!(error instanceof Error && error.name === 'AbortError'))
      noteMisconfiguration('club_api_unreachable');
    throw error;
  });
  noteClubApiStatus(response.status);
  if (response.status === 404) return null;
  if (!response.ok) throw new ClubApiError(path, response.status);
  return ((await response.json()) as { data: T }).data;
}
