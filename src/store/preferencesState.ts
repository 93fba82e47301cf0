/*
 * The preferences slice's state, selectors and the one action the shell dispatches, without Redux
 * Toolkit: the header and the storage sync use them before the store's code has loaded on the home
 * page (store/shellStore.ts). The slice is preferencesSlice.ts.
 */

export interface CurrencyData {
  code: string;
  name: string;
  symbol: string;
  icon: string;
  rate: number;
  decimals: number;
}

export interface PreferencesState {
  language: string;
  currency: string;
  /** ISO 3166-1 alpha-2 code, or null until chosen or looked up from the visitor's IP. */
  country: string | null;
  currencyData: CurrencyData | null;
  currencyChanging: boolean;
}

export function initialPreferences(defaults: { language: string; currency: string }): PreferencesState {
  return {
    language: defaults.language,
    currency: defaults.currency,
    country: null,
    currencyData: null,
    currencyChanging: false,
  };
}

/** The slice's `languageChanged` (shellStore.test.ts holds the two equal). */
export const languageChanged = (language: string) =>
  ({ type: 'preferences/languageChanged', payload: language }) as const;

type WithPreferences = { preferences: PreferencesState };
export const selectLanguage = (state: WithPreferences) => state.preferences.language;
export const selectCurrency = (state: WithPreferences) => state.preferences.currency;
export const selectCountry = (state: WithPreferences) => state.preferences.country;
export const selectCurrencyData = (state: WithPreferences) => state.preferences.currencyData;
export const selectCurrencyChanging = (state: WithPreferences) => state.preferences.currencyChanging;
