import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/makeStore';
import { loggedOut } from '@/store/sessionSlice';

/** What the wallet call gives: the balance, and the agent's points when the club awards them. */
export interface WalletAnswer {
  availableBalance: number;
  points: number | null;
}

/** The agent wallet an agent-type user spends from (their agent's, for sub-agents and staff). */
export interface WalletState {
  availableBalance: number;
  /** The agent's points; null when the club does not award agent points (nothing is shown). */
  points: number | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const initialState: WalletState = { availableBalance: 0, points: null, status: 'idle' };

const slice = createSlice({
  name: 'wallet',
  initialState,
  reducers: {
    walletBalanceRequested(state) {
      state.status = 'loading';
    },
    walletBalanceLoaded(state, action: PayloadAction<WalletAnswer>) {
      const { availableBalance, points } = action.payload;
      state.availableBalance = Number.isFinite(availableBalance) ? availableBalance : 0;
      state.points = points !== null && Number.isInteger(points) && points >= 0 ? points : null;
      state.status = 'ready';
    },
    /** A failed balance call shows 0 (spec section 8). */
    walletBalanceFailed(state) {
      state.availableBalance = 0;
      state.points = null;
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectWalletBalance: (state) => state.availableBalance,
    selectWalletStatus: (state) => state.status,
    selectAgentPoints: (state) => state.points,
  },
});

declare module '@/store/makeStore' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Added to the store's reducer when this module loads (see LazyLoadedSlices in makeStore). */
export const walletSlice = slice.injectInto(rootReducer);

export const { walletBalanceRequested, walletBalanceLoaded, walletBalanceFailed } = walletSlice.actions;
export const { selectWalletBalance, selectWalletStatus, selectAgentPoints } = walletSlice.selectors;
