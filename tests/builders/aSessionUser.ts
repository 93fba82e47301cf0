import type { SessionUser } from '@/store/sessionSlice';

/** A logged-in user as the store keeps it; a registered customer unless told otherwise. */
export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 3,
    firstName: 'Sara',
    lastName: 'Khan',
    image: null,
    email: 'sara@example.test',
    language: 'en',
    currency: 'USD',
    userType: 5,
    ...overrides,
  };
}

/** An unsigned token that decodes like the API's (the site only reads it; the fake API accepts it). */
export function aSessionToken(claims: { id: number; userType: number }): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...claims, exp, purpose: 'session' })}.signature`;
}

/** The profile the API answers for `aSessionUser(overrides)`. */
export function aProfileFor(user: SessionUser) {
  return {
    id: user.id,
    profilePic: null,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`,
    phoneCountryCode: '+971',
    phoneNumber: '501234567',
    preferredLanguage: user.language,
    preferredCurrency: user.currency,
    country: null,
    userType: user.userType,
    isEmailVerified: true,
  };
}
