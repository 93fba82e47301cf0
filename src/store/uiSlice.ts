import type { UnknownAction } from '@reduxjs/toolkit';

/*
 * The ui slice is a plain reducer, not a `createSlice`: the tab's store runs it before the store's
 * code (Redux Toolkit, Immer) has loaded on the home page, so that a header dropdown opens on the
 * first click (see store/shellStore.ts). Its actions are `ui/<name>` with a `payload`, as a slice's.
 */

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

const uiAction =
  <Payload = undefined>(name: string) =>
  (...[payload]: Payload extends undefined ? [] : [Payload]) =>
    ({ type: `ui/${name}`, payload }) as const;

export const setActiveModule = uiAction<ActiveModule>('setActiveModule');
export const setOnline = uiAction<boolean>('setOnline');
export const setPageWorksOffline = uiAction<boolean>('setPageWorksOffline');
export const openDropdown = uiAction<HeaderDropdown>('openDropdown');
export const toggleDropdown = uiAction<HeaderDropdown>('toggleDropdown');
export const closeDropdowns = uiAction('closeDropdowns');

/** The state with `changes`, or the same state when nothing changes (so nothing re-renders). */
function withChanges(state: UiState, changes: Partial<UiState>): UiState {
  const keys = Object.keys(changes) as (keyof UiState)[];
  return keys.every((key) => state[key] === changes[key]) ? state : { ...state, ...changes };
}

export function uiReducer(state: UiState = initialState, action: UnknownAction): UiState {
  const payload = action.payload as never;
  switch (action.type) {
    case 'ui/setActiveModule':
      return withChanges(state, { activeModule: payload });
    case 'ui/setOnline':
      return withChanges(state, { isOnline: payload });
    case 'ui/setPageWorksOffline':
      return withChanges(state, { pageWorksOffline: payload });
    case 'ui/openDropdown':
      return withChanges(state, { openDropdown: payload });
    case 'ui/toggleDropdown':
      return withChanges(state, { openDropdown: state.openDropdown === payload ? null : payload });
    case 'ui/closeDropdowns':
      return withChanges(state, { openDropdown: null });
    default:
      return state;
  }
}

/** As the root reducer lists it (`uiSlice.reducerPath`, `uiSlice.reducer`). */
export const uiSlice = { reducerPath: 'ui', reducer: uiReducer } as const;

type WithUi = { ui: UiState };
export const selectActiveModule = (state: WithUi) => state.ui.activeModule;
export const selectIsOnline = (state: WithUi) => state.ui.isOnline;
export const selectPageWorksOffline = (state: WithUi) => state.ui.pageWorksOffline === true;
export const selectOpenDropdown = (state: WithUi) => state.ui.openDropdown;
