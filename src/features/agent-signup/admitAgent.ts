import { ApiError } from '@/lib/api/errors';
import { isAgentType, isWorkingAgent, USER_TYPE } from '@/lib/session/user';
import { runLazyMutation } from '@/store/lazyEndpoints';
import type { AppStore } from '@/store/makeStore';
import { decodeSessionToken } from '@/features/auth/session';
import { approvalEndpoint, endRefusedSessionEndpoint } from './lazyEndpoints';

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
  store: AppStore,
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
    const approval = await runLazyMutation(store, approvalEndpoint, token);
    return isWorkingAgent({ userType, agentApproval: approval }) ? {} : { goTo: REVIEW_PATH };
  }
  try {
    await runLazyMutation(store, endRefusedSessionEndpoint, { userType, token });
  } catch {
    // The token was never stored here; if the server could not be told, it simply expires.
  }
  throw new ApiError(NOT_AN_AGENT_STATUS, refusedText);
}
