import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferences({ language: 'en', currency: 'USD' }),
  reducers: {
    languageChanged(state, action: PayloadAction<string>) {
      state.language = action.payload;
    },
    currencyChanged(state, action: PayloadAction<string>) {
      state.currency = action.payload.toUpperCase();
    },
    currencyDataLoaded(state, action: PayloadAction<CurrencyData>) {
      state.currencyData = action.payload;
    },
    currencyChangingSet(state, action: PayloadAction<boolean>) {
      state.currencyChanging = action.payload;
    },
    countryChanged(state, action: PayloadAction<string | null>) {
      state.country = action.payload ? action.payload.toUpperCase() : null;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectCurrency: (state) => state.currency,
    selectCountry: (state) => state.country,
    selectCurrencyData: (state) => state.currencyData,
    selectCurrencyChanging: (state) => state.currencyChanging,
  },
});

export const { languageChanged, currencyChanged, currencyDataLoaded, currencyChangingSet, countryChanged } =
  preferencesSlice.actions;
export const { selectLanguage, selectCurrency, selectCountry, selectCurrencyData, selectCurrencyChanging } =
  preferencesSlice.selectors;
