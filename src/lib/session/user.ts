import { blankToNull } from '@/lib/api/values';
import type { SessionUser } from '@/store/sessionSlice';

/**
 * Who is logged in, as every feature may read it: the user types of spec section 6 and their
 * rules, and the profile and stored session user built from the API's answer.
 */

export const USER_TYPE = {
  SUPER_ADMIN: 1,
  WL_ADMIN: 2,
  USER: 3,
  GUEST_USER: 4,
  REGISTERED: 5,
  AGENT: 6,
  SUB_AGENT: 7,
  STAFF_USER: 8,
} as const;

/** Agents, sub-agents and staff users: the agent-type users of spec section 6. */
export function isAgentType(userType: number): boolean {
  return (
    userType === USER_TYPE.AGENT || userType === USER_TYPE.SUB_AGENT || userType === USER_TYPE.STAFF_USER
  );
}

/** Agent approval (spec section 3): the state of an AGENT user's application. */
export const AGENT_APPROVAL = { APPROVED: 1, PENDING: 2, IN_REVIEW: 3, REJECTED: 4 } as const;

/**
 * Whether an agent-type user works as an agent: sub-agents and staff always, an AGENT once the
 * application is approved (no state known counts as approved: the demo agents have no application).
 */
export function isWorkingAgent(user: { userType: number; agentApproval?: number | null }): boolean {
  if (!isAgentType(user.userType)) return false;
  if (user.userType !== USER_TYPE.AGENT) return true;
  return user.agentApproval == null || user.agentApproval === AGENT_APPROVAL.APPROVED;
}

/** The profile as the API sends it. */
export interface ApiProfile {
  id: number;
  profilePic: string | null;
  email: string;
  firstName: string;
  lastName: string;
  fullName?: string | null;
  phoneCountryCode?: string | null;
  phoneNumber?: string | null;
  preferredLanguage?: string | null;
  preferredCurrency?: string | null;
  country?: string | null;
  userType: number;
  isEmailVerified?: boolean;
  /** For AGENT users the state of their application (agent approval, spec section 3); else null. */
  agentApproval?: number | null;
}

/** The profile as the site uses it: codes normalised, absent values as null. */
export interface UserProfile {
  id: number;
  profilePic: string | null;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
  preferredLanguage: string | null;
  preferredCurrency: string | null;
  country: string | null;
  userType: number;
  isEmailVerified: boolean;
  /** For AGENT users the state of their application; absent or null for everyone else. */
  agentApproval?: number | null;
}

export function toUserProfile(api: ApiProfile): UserProfile {
  return {
    id: api.id,
    profilePic: blankToNull(api.profilePic),
    email: api.email,
    firstName: api.firstName ?? '',
    lastName: api.lastName ?? '',
    fullName: blankToNull(api.fullName) ?? [api.firstName, api.lastName].filter(Boolean).join(' '),
    phoneCountryCode: blankToNull(api.phoneCountryCode),
    phoneNumber: blankToNull(api.phoneNumber),
    preferredLanguage: blankToNull(api.preferredLanguage)?.toLowerCase() ?? null,
    preferredCurrency: blankToNull(api.preferredCurrency)?.toUpperCase() ?? null,
    country: blankToNull(api.country)?.toUpperCase() ?? null,
    userType: api.userType,
    isEmailVerified: api.isEmailVerified ?? true,
    agentApproval: api.agentApproval ?? null,
  };
}

/** The stored user state of spec section 3, from a profile and the preferences finally applied. */
export function toSessionUser(profile: UserProfile, language: string, currency: string): SessionUser {
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    image: profile.profilePic,
    email: profile.email,
    language,
    currency,
    userType: profile.userType,
    agentApproval: profile.agentApproval ?? null,
  };
}
