import type { ApiClient } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { isAgentType } from '@/lib/session/user';
import { decodeSessionToken } from '@/features/auth/session';
import { logoutEndpointFor } from '@/features/auth/api';

/** The status the agent login gives a refused account's error (shown under the form). */
export const NOT_AN_AGENT_STATUS = 403;

/** The customer site's address as people read it: its host, without the scheme. */
export function customerSiteLabel(customerClubUrl: string): string {
  try {
    return new URL(customerClubUrl).host;
  } catch {
    return customerClubUrl;
  }
}

/**
 * The agent login's check of a new session, before it is stored: agents, sub-agents and staff users
 * pass; any other account's session is ended on the server at once (with its own token, which is
 * never stored) and refused with `refusedText`.
 */
export async function admitAgentSession(api: ApiClient, token: string, refusedText: string): Promise<void> {
  let userType: number;
  try {
    userType = decodeSessionToken(token).userType;
  } catch {
    throw new ApiError(NOT_AN_AGENT_STATUS, refusedText);
  }
  if (isAgentType(userType)) return;
  try {
    await api.get(logoutEndpointFor(userType), { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // The token was never stored here; if the server could not be told, it simply expires.
  }
  throw new ApiError(NOT_AN_AGENT_STATUS, refusedText);
}
