import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/store/sessionSlice';

/** The agent wallet an agent-type user spends from (their agent's, for sub-agents and staff). */
export interface WalletState {
  availableBalance: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const initialState: WalletState = { availableBalance: 0, status: 'idle' };

export const walletSlice = createSlice({
  name: 'wallet',
  initialState,
  reducers: {
    walletBalanceRequested(state) {
      state.status = 'loading';
    },
    walletBalanceLoaded(state, action: PayloadAction<number>) {
      state.availableBalance = Number.isFinite(action.payload) ? action.payload : 0;
      state.status = 'ready';
    },
    /** A failed balance call shows 0 (spec section 8). */
    walletBalanceFailed(state) {
      state.availableBalance = 0;
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectWalletBalance: (state) => state.availableBalance,
    selectWalletStatus: (state) => state.status,
  },
});

export const { walletBalanceRequested, walletBalanceLoaded, walletBalanceFailed } = walletSlice.actions;
export const { selectWalletBalance, selectWalletStatus } = walletSlice.selectors;
