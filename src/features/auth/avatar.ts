import { PROFILE_COLOUR_KEY } from '@/lib/session/token';
import type { SessionUser } from '@/store/sessionSlice';
import { profileColourFor } from './session';

/** The avatar's letters: the first of the first and last names, else of the e-mail. */
export function initialsOf(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName].map((part) => Array.from(part.trim())[0] ?? '').join('');
  return (letters || Array.from(user.email)[0] || '?').toLocaleUpperCase();
}

/** The stored profile colour (spec section 3), else the one the user's id picks. */
export function avatarColour(user: Pick<SessionUser, 'id'>): string {
  const stored = window.localStorage.getItem(PROFILE_COLOUR_KEY);
  return stored && /^#[0-9a-f]{6}$/i.test(stored) ? stored : profileColourFor(user.id);
}
