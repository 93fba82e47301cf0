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
  };
}
