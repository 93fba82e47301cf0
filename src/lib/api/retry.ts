import type { ApiClient, Envelope } from './client';
import { toApiError } from './errors';

/**
 * The statuses that mean the club API itself did not answer: no response at all (0: the connection
 * failed or was reset) or a gateway's 502, 503 or 504 (the load balancer lost the request to an
 * instance that died, or had no instance to ask).
 */
const UNANSWERED_STATUSES = new Set([0, 502, 503, 504]);

export function wasUnanswered(error: unknown): boolean {
  return UNANSWERED_STATUSES.has(toApiError(error).status);
}

/** The pause before the second try: a poll's interval (docs/flights-contract.md). */
export const RETRY_DELAY_MS = 400;

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Runs a call that only reads (a search's poll) and, when the API did not answer it, runs it once
 * more after `delayMs`. An API instance may die with the call on its way, and a load balancer
 * cannot always send a POST on to another instance (docs/deploy.md), so one lost poll should not
 * end a search. An answer from the API, even an error, stands, and nothing is tried again once
 * `signal` has aborted.
 */
export async function retryUnanswered<T>(
  call: () => Promise<T>,
  signal?: AbortSignal,
  delayMs = RETRY_DELAY_MS,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (signal?.aborted || !wasUnanswered(error)) throw error;
    await pause(delayMs, signal);
    if (signal?.aborted) throw error;
    return call();
  }
}

/**
 * A search's poll: POST `body` to `path` and answer the envelope's data. A poll only reads, so one
 * that gets no answer (an API instance died with it) is sent once more (retryUnanswered).
 */
export async function postPoll<T>(
  api: ApiClient,
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const response = await retryUnanswered(() => api.post<Envelope<T>>(path, body, { signal }), signal);
  return response.data.data;
}
