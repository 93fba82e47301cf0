import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS } from '@/lib/preferences/languageCookie';
import type { AppDispatch, RootState } from '@/store/makeStore';
import {
  countryChanged,
  currencyChanged,
  currencyChangingSet,
  languageChanged,
} from '@/store/preferencesSlice';
import { userUpdated } from '@/store/sessionSlice';
import type { PreferenceUpdate } from './preferenceUpdate';

/**
 * The three preference switches of spec section 4. A logged-in user's choice is saved first and
 * only then applied; when saving fails the previous value stays (or is put back) and `onError` gets
 * the failure for a toast. A guest's choice is applied at once.
 */
export interface PreferenceDeps {
  /** Saves one preference of the user (rejects with the ApiError when it was not saved). */
  save: (userId: number, update: PreferenceUpdate) => Promise<void>;
  dispatch: AppDispatch;
  getState: () => RootState;
  onError: (error: unknown) => void;
  /**
   * Resolves when the tab's stored session is back. Until then a logged-in user looks like a guest
   * (the store starts empty and rehydrates after the first paint), and a choice made in that moment
   * would not be saved to the profile.
   */
  sessionReady?: () => Promise<void>;
}

/** Saves for a logged-in user; answers false (after reporting) when the save failed. */
async function saveIfLoggedIn(deps: PreferenceDeps, update: PreferenceUpdate): Promise<boolean> {
  await deps.sessionReady?.();
  const { isLoggedIn, user } = deps.getState().session;
  if (!isLoggedIn || !user) return true;
  try {
    await deps.save(user.id, update);
    return true;
  } catch (error) {
    deps.onError(error);
    return false;
  }
}

/**
 * Saves the language for a logged-in user, then lets `navigate` show the page in it (the layout
 * sets the direction). On failure the page stays in `previous`.
 */
export async function switchLanguage(
  deps: PreferenceDeps,
  code: string,
  previous: string,
  navigate: (code: string) => void,
): Promise<boolean> {
  if (code === previous) return true;
  if (!(await saveIfLoggedIn(deps, { preferredLanguage: code }))) {
    deps.dispatch(languageChanged(previous));
    return false;
  }
  if (deps.getState().session.isLoggedIn) deps.dispatch(userUpdated({ language: code }));
  window.localStorage.setItem('language', code);
  // The next visit to the bare domain opens in this language (the proxy reads it).
  Cookies.set(LANGUAGE_COOKIE, code, {
    expires: LANGUAGE_COOKIE_DAYS,
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
    path: '/',
  });
  navigate(code);
  return true;
}

/**
 * Saves the currency for a logged-in user, then applies it. The currency-change flag is set
 * meanwhile, so the dropdown does not open again until the change is settled.
 */
export async function switchCurrency(deps: PreferenceDeps, code: string): Promise<boolean> {
  const { currency: previous, currencyChanging } = deps.getState().preferences;
  const next = code.toUpperCase();
  if (currencyChanging) return false;
  if (next === previous) return true;
  deps.dispatch(currencyChangingSet(true));
  try {
    if (!(await saveIfLoggedIn(deps, { preferredCurrency: next }))) {
      deps.dispatch(currencyChanged(previous));
      return false;
    }
    deps.dispatch(currencyChanged(next));
    if (deps.getState().session.isLoggedIn) deps.dispatch(userUpdated({ currency: next }));
    window.localStorage.setItem('currency', next);
    return true;
  } finally {
    deps.dispatch(currencyChangingSet(false));
  }
}

/** Saves the preferred country for a logged-in user (a non-200 keeps the previous one), then sets it. */
export async function switchCountry(deps: PreferenceDeps, alpha2: string): Promise<boolean> {
  const previous = deps.getState().preferences.country;
  const next = alpha2.toUpperCase();
  if (next === previous) return true;
  if (!(await saveIfLoggedIn(deps, { preferredCountry: next }))) {
    deps.dispatch(countryChanged(previous));
    return false;
  }
  deps.dispatch(countryChanged(next));
  return true;
}
