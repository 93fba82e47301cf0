import { AGENT_APPROVAL, USER_TYPE } from '../db/schema';
import { ApiError } from './errors';
import type { UserRow } from './session';

export const NOT_APPROVED_MESSAGE = 'Your agent application is not approved yet';

/**
 * 403 for an AGENT whose application is not approved (docs/agent-contract.md): their token opens
 * the application calls, not the wallet or the agent panel. Other users pass; their own checks apply.
 */
export function requireApprovedAgent(user: UserRow): void {
  if (user.userType === USER_TYPE.AGENT && user.agentApproval !== AGENT_APPROVAL.APPROVED) {
    throw new ApiError(403, NOT_APPROVED_MESSAGE);
  }
}
