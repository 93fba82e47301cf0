import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ActiveModule = 'flights' | 'hotels';
/** The header's dropdowns; at most one is open at a time. */
export type HeaderDropdown = 'country' | 'language' | 'currency' | 'profile' | 'mobileMenu';

export interface UiState {
  activeModule: ActiveModule;
  isOnline: boolean;
  openDropdown: HeaderDropdown | null;
}

const initialState: UiState = { activeModule: 'flights', isOnline: true, openDropdown: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    setActiveModule(state, action: PayloadAction<ActiveModule>) {
      state.activeModule = action.payload;
    },
    setOnline(state, action: PayloadAction<boolean>) {
      state.isOnline = action.payload;
    },
    openDropdown(state, action: PayloadAction<HeaderDropdown>) {
      state.openDropdown = action.payload;
    },
    toggleDropdown(state, action: PayloadAction<HeaderDropdown>) {
      state.openDropdown = state.openDropdown === action.payload ? null : action.payload;
    },
    closeDropdowns(state) {
      state.openDropdown = null;
    },
  },
  selectors: {
    selectActiveModule: (state) => state.activeModule,
    selectIsOnline: (state) => state.isOnline,
    selectOpenDropdown: (state) => state.openDropdown,
  },
});

export const { setActiveModule, setOnline, openDropdown, toggleDropdown, closeDropdowns } = uiSlice.actions;
export const { selectActiveModule, selectIsOnline, selectOpenDropdown } = uiSlice.selectors;
