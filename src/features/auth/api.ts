import type { ApiClient } from '@/lib/api/client';
import type { Envelope } from '@/lib/api/client';
import { toApiError } from '@/lib/api/errors';
import type { LocationFields } from '@/lib/geo/visitorLocation';
import { toUserProfile, USER_TYPE, type ApiProfile, type UserProfile } from '@/lib/session/user';
import { captchaToSend, type CaptchaAnswer } from '@/components/forms/captchaAnswer';
import type { OtpType } from './stepMachine';

/**
 * The auth calls of the club API (docs/auth-contract.md), each taking the tab's axios client and
 * returning the site's own types; the sign-in flow calls them through its RTK Query endpoints
 * (authEndpoints.ts). Failures arrive as `ApiError` from the client.
 */

export type { CaptchaAnswer };

export interface EmailCheck {
  isEmailVerified: boolean;
  email: string;
}

/**
 * The welcome step: checks the captcha and answers whether the email is registered, with the flow
 * ticket every later call that mails a code needs. `registered: false` is the API's 406, with or
 * without a ticket: a club API that issues no tickets (the specification's plain 406) gives ''
 * and the later calls go without one. A club with no captcha sends none.
 */
export async function checkEmail(
  api: ApiClient,
  body: { email: string; otpType: OtpType; captcha?: CaptchaAnswer },
  location: LocationFields,
): Promise<EmailCheck & { registered: boolean; ticket: string }> {
  try {
    const response = await api.post<Envelope<{ isEmailVerified: boolean; email: string; ticket: string }>>(
      '/auth/verify-email',
      { ...body, captcha: captchaToSend(body.captcha), sendOtp: false, ...location },
    );
    const data = response.data.data;
    return {
      registered: true,
      isEmailVerified: Boolean(data?.isEmailVerified),
      email: data?.email ?? body.email,
      ticket: data?.ticket ?? '',
    };
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status !== 406) throw error;
    const ticket = (apiError.data as Envelope<{ ticket?: unknown } | null> | null)?.data?.ticket;
    return {
      registered: false,
      isEmailVerified: false,
      email: body.email,
      ticket: typeof ticket === 'string' ? ticket : '',
    };
  }
}

/** Mails a one-time code of `otpType`, with the flow ticket of the welcome step when it gave one. */
export async function sendCode(
  api: ApiClient,
  body: { email: string; otpType: OtpType; ticket: string | null },
  location: LocationFields,
): Promise<EmailCheck> {
  const response = await api.post<Envelope<{ isEmailVerified: boolean; email: string }>>(
    '/auth/verify-email',
    { ...body, ticket: body.ticket || undefined, sendOtp: true, ...location },
  );
  const data = response.data.data;
  return { isEmailVerified: Boolean(data?.isEmailVerified), email: data?.email ?? body.email };
}

export interface SessionGrant {
  token: string;
  message: string;
  user: UserProfile | null;
}

interface ApiSessionAnswer {
  token: string;
  user?: ApiProfile | null;
  isEmailVerified?: boolean;
}

/** A missing token is '' (a reset code's check may answer with none, docs/club-api.md). */
function toGrant(envelope: Envelope<ApiSessionAnswer | null>): SessionGrant {
  const data = envelope?.data;
  return {
    token: typeof data?.token === 'string' ? data.token : '',
    message: envelope?.message ?? '',
    user: data?.user ? toUserProfile(data.user) : null,
  };
}

export interface SignUpBody {
  fullName: string;
  email: string;
  /** With the leading plus, e.g. '+971'. */
  phoneCountryCode: string;
  phoneNumber: string;
  password: string;
  /** The flow ticket of the welcome step for this email ('' when the club API issues none). */
  ticket: string;
}

export async function signUp(
  api: ApiClient,
  body: SignUpBody,
  location: LocationFields,
): Promise<SessionGrant> {
  const response = await api.post<Envelope<ApiSessionAnswer>>('/auth/signup', {
    ...body,
    ticket: body.ticket || undefined,
    ...location,
  });
  return toGrant(response.data);
}

/** The login's answer when the email had too many wrong passwords: solve a captcha and try again. */
export const CAPTCHA_REQUIRED_STATUS = 428;

export async function loginWithPassword(
  api: ApiClient,
  body: { email: string; password: string; captcha?: CaptchaAnswer },
  location: LocationFields,
): Promise<SessionGrant & { isEmailVerified: boolean }> {
  const response = await api.post<Envelope<ApiSessionAnswer>>('/auth/login-with-password', {
    ...body,
    captcha: captchaToSend(body.captcha),
    ...location,
  });
  const grant = toGrant(response.data);
  return {
    ...grant,
    isEmailVerified: response.data.data?.isEmailVerified ?? grant.user?.isEmailVerified ?? true,
  };
}

/**
 * Checks a code. With `isToken: false` on a reset code the token is a reset token and `user` is
 * null; a club API that answers a reset code without a token gives '' (the reset goes without).
 */
export async function verifyOtp(
  api: ApiClient,
  body: { email: string; otp: string; otpType: OtpType; isToken: boolean },
  location: LocationFields,
): Promise<SessionGrant> {
  const response = await api.post<Envelope<ApiSessionAnswer>>('/auth/otp-verify', { ...body, ...location });
  return toGrant(response.data);
}

export async function resendOtp(api: ApiClient, email: string, ticket: string | null): Promise<void> {
  await api.post('/auth/resend-otp', { email, ticket: ticket || undefined });
}

/**
 * Sets a new password with the reset token (sent as the Bearer token) when the code's check gave
 * one; without one, with the specification's payload alone (email, new password, confirmation and
 * the location fields). The answer logs the user in.
 */
export async function resetPassword(
  api: ApiClient,
  body: { email: string; newPassword: string; confirmPassword: string },
  resetToken: string,
  location: LocationFields,
): Promise<SessionGrant> {
  const response = await api.post<Envelope<ApiSessionAnswer>>(
    '/auth/reset-password',
    { ...body, ...location },
    resetToken ? { headers: { Authorization: `Bearer ${resetToken}` } } : undefined,
  );
  return toGrant(response.data);
}

export async function fetchProfile(api: ApiClient): Promise<UserProfile> {
  const response = await api.get<Envelope<ApiProfile>>('/auth/profile');
  return toUserProfile(response.data.data);
}

/** Agents and staff log out at the agent endpoint, sub-agents at theirs, everyone else as a customer. */
export function logoutEndpointFor(userType: number): string {
  if (userType === USER_TYPE.AGENT || userType === USER_TYPE.STAFF_USER) return '/agent/admin/logout';
  if (userType === USER_TYPE.SUB_AGENT) return '/sub-agent/admin/logout';
  return '/auth/user/logout';
}

/** Revokes the session on the server; answers the server's message (toasted by the caller). */
export async function logout(api: ApiClient, userType: number): Promise<string> {
  const response = await api.get<Envelope<unknown>>(logoutEndpointFor(userType));
  return response.data?.message ?? '';
}
