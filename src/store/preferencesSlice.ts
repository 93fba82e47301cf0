import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { initialPreferences, type CurrencyData } from './preferencesState';

export {
  initialPreferences,
  selectCountry,
  selectCurrency,
  selectCurrencyChanging,
  selectCurrencyData,
  selectLanguage,
} from './preferencesState';
export type { CurrencyData, PreferencesState } from './preferencesState';

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
});

export const { languageChanged, currencyChanged, currencyDataLoaded, currencyChangingSet, countryChanged } =
  preferencesSlice.actions;
