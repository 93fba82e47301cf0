import type { ApiClient } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { Envelope } from '@/lib/api/client';
import { isAgentType, isWorkingAgent, USER_TYPE, type ApiProfile } from '@/lib/session/user';
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

/** Where an applicant (an agent whose application is not approved) goes after signing in. */
export const REVIEW_PATH = '/agent-review';

/**
 * The agent login's check of a new session, before it is stored: agents, sub-agents and staff users
 * pass (an agent whose application is not approved is sent to the review page); any other
 * account's session is ended on the server at once (with its own token, which is never stored)
 * and refused with `refusedText`.
 */
export async function admitAgentSession(
  api: ApiClient,
  token: string,
  refusedText: string,
): Promise<{ goTo?: string }> {
  let userType: number;
  try {
    userType = decodeSessionToken(token).userType;
  } catch {
    throw new ApiError(NOT_AN_AGENT_STATUS, refusedText);
  }
  if (isAgentType(userType)) {
    if (userType !== USER_TYPE.AGENT) return {};
    const approval = await agentApprovalOf(api, token);
    return isWorkingAgent({ userType, agentApproval: approval }) ? {} : { goTo: REVIEW_PATH };
  }
  try {
    await api.get(logoutEndpointFor(userType), { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // The token was never stored here; if the server could not be told, it simply expires.
  }
  throw new ApiError(NOT_AN_AGENT_STATUS, refusedText);
}

/** The application state of the token's AGENT user, from their profile (null when unknown). */
async function agentApprovalOf(api: ApiClient, token: string): Promise<number | null> {
  const response = await api.get<Envelope<ApiProfile>>('/auth/profile', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.data.data?.agentApproval ?? null;
}
