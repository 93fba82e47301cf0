import { jwtDecode } from 'jwt-decode';
import { toApiError } from '@/lib/api/errors';
import type { ClubPublic } from '@/lib/club/types';
import { clearOfflineCopies } from '@/lib/offline/offlineCopies';
import { clearToken, PROFILE_COLOUR_KEY, storeToken } from '@/lib/session/token';
import type { AppDispatch, RootState } from '@/store/makeStore';
import { countryChanged, currencyChanged, languageChanged } from '@/store/preferencesSlice';
import { loggedIn, loggedOut } from '@/store/sessionSlice';
import { toSessionUser, type UserProfile } from '@/lib/session/user';
import { visitorLocation } from '@/lib/geo/visitorLocation';

/** The token cookie lives as long as the token itself (7 days). */
export const TOKEN_COOKIE_DAYS = 7;

/** What the session token decodes to (docs/auth-contract.md). */
export interface SessionClaims {
  id: number;
  profilePic?: string | null;
  firstName?: string;
  lastName?: string;
  preferredLanguage?: string | null;
  preferredCurrency?: string | null;
  userType: number;
  email?: string;
  exp?: number;
}

export function decodeSessionToken(token: string): SessionClaims {
  return jwtDecode<SessionClaims>(token);
}

/** True when the token cannot be read or its expiry has passed. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  try {
    const { exp } = decodeSessionToken(token);
    return typeof exp === 'number' && exp * 1000 <= now;
  } catch {
    return true;
  }
}

function profileFromClaims(claims: SessionClaims): UserProfile {
  return {
    id: claims.id,
    profilePic: claims.profilePic ?? null,
    email: claims.email ?? '',
    firstName: claims.firstName ?? '',
    lastName: claims.lastName ?? '',
    fullName: [claims.firstName, claims.lastName].filter(Boolean).join(' '),
    phoneCountryCode: null,
    phoneNumber: null,
    preferredLanguage: claims.preferredLanguage?.toLowerCase() ?? null,
    preferredCurrency: claims.preferredCurrency?.toUpperCase() ?? null,
    country: null,
    userType: claims.userType,
    isEmailVerified: true,
  };
}

/** Avatar colours with white text at 4.5:1 or better; the user's id picks one, so it stays the same. */
const PROFILE_COLOURS = [
  '#1d4f91',
  '#8a3b12',
  '#0f6b4f',
  '#6b2c91',
  '#a4262c',
  '#005a70',
  '#5c4a00',
  '#3f4a5a',
];

export function profileColourFor(userId: number): string {
  return PROFILE_COLOURS[Math.abs(userId) % PROFILE_COLOURS.length] ?? PROFILE_COLOURS[0]!;
}

export interface SessionDeps {
  /** Reads the profile of the session just stored (the endpoint `sessionProfile`). */
  readProfile: () => Promise<UserProfile>;
  /** Revokes the session at the endpoint of the user's type (the endpoint `logout`): the server's message. */
  revokeSession: (userType: number) => Promise<string>;
  dispatch: AppDispatch;
  getState: () => RootState;
  club: ClubPublic;
}

export interface EstablishedSession {
  /** The language the user prefers, when the club offers it; else the current one. */
  language: string;
  profile: UserProfile;
}

/**
 * Completes a login: stores the token, reads the profile (falling back to the token's claims when
 * the profile call fails for another reason than 401), marks the user logged in and applies the
 * profile's preferences. The caller switches the page's language when it differs.
 */
export async function establishSession(
  { readProfile, dispatch, getState, club }: SessionDeps,
  token: string,
  onProfileError: (error: unknown) => void,
): Promise<EstablishedSession> {
  // A new login starts with nothing kept offline: no booking of whoever used this browser before.
  await clearOfflineCopies();
  storeToken(token, TOKEN_COOKIE_DAYS);
  let claims: SessionClaims;
  try {
    claims = decodeSessionToken(token);
  } catch (error) {
    clearToken();
    throw error;
  }
  let profile: UserProfile;
  try {
    profile = await readProfile();
  } catch (error) {
    if (toApiError(error).status === 401) throw error;
    onProfileError(error);
    profile = profileFromClaims(claims);
  }

  const current = getState().preferences;
  const language =
    profile.preferredLanguage && club.languages.some((l) => l.code === profile.preferredLanguage)
      ? profile.preferredLanguage
      : current.language;
  const currency =
    profile.preferredCurrency && club.currencies.some((c) => c.code === profile.preferredCurrency)
      ? profile.preferredCurrency
      : current.currency;

  dispatch(loggedIn(toSessionUser(profile, language, currency)));
  dispatch(currencyChanged(currency));
  const country = profile.country ?? ((await visitorLocation()).country || null);
  if (country) dispatch(countryChanged(country));

  window.localStorage.setItem('language', language);
  window.localStorage.setItem('currency', currency);
  window.localStorage.setItem(PROFILE_COLOUR_KEY, profileColourFor(profile.id));
  return { language, profile };
}

export interface PreferencesSnapshot {
  language: string;
  currency: string;
  country: string | null;
}

export function snapshotPreferences(state: RootState): PreferencesSnapshot {
  const { language, currency, country } = state.preferences;
  return { language, currency, country };
}

/** A failed login puts the language, currency and country back as they were (spec section 4). */
export function restorePreferences(dispatch: AppDispatch, snapshot: PreferencesSnapshot): void {
  dispatch(languageChanged(snapshot.language));
  dispatch(currencyChanged(snapshot.currency));
  dispatch(countryChanged(snapshot.country));
  window.localStorage.setItem('language', snapshot.language);
  window.localStorage.setItem('currency', snapshot.currency);
}

/**
 * Logs out at the endpoint of the user's type, then clears the token (cookie and storage), the
 * logged-in state, the persisted state blob and the profile colour, whatever the server answered.
 * Answers the server's message, or null when the call failed.
 */
export async function endSession(
  { revokeSession, dispatch, club }: SessionDeps,
  userType: number,
): Promise<string | null> {
  let message: string | null = null;
  try {
    message = (await revokeSession(userType)) || null;
  } catch {
    // The session ends on this device even if the server could not be told.
  }
  clearToken();
  dispatch(loggedOut());
  // The store's middleware starts this on every logout; waited for here before the page moves on.
  await clearOfflineCopies();
  const { purgePersistedState } = await import('@/store/persist');
  await purgePersistedState(club.clubId);
  window.localStorage.removeItem(PROFILE_COLOUR_KEY);
  return message;
}
