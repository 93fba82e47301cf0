import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ActiveModule = 'flights' | 'hotels';
/** The header's dropdowns; at most one is open at a time. */
export type HeaderDropdown = 'country' | 'language' | 'currency' | 'profile' | 'mobileMenu';

export interface UiState {
  activeModule: ActiveModule;
  isOnline: boolean;
  /** The page on screen works with no connection (a booking saved for offline use): no offline dialog. */
  pageWorksOffline: boolean;
  openDropdown: HeaderDropdown | null;
}

const initialState: UiState = {
  activeModule: 'flights',
  isOnline: true,
  pageWorksOffline: false,
  openDropdown: null,
};

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
    setPageWorksOffline(state, action: PayloadAction<boolean>) {
      state.pageWorksOffline = action.payload;
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
    selectPageWorksOffline: (state) => state.pageWorksOffline === true,
    selectOpenDropdown: (state) => state.openDropdown,
  },
});

export const {
  setActiveModule,
  setOnline,
  setPageWorksOffline,
  openDropdown,
  toggleDropdown,
  closeDropdowns,
} = uiSlice.actions;
export const { selectActiveModule, selectIsOnline, selectPageWorksOffline, selectOpenDropdown } =
  uiSlice.selectors;
