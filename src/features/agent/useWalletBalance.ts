'use client';

import { useCallback, useEffect } from 'react';
import { useApi } from '@/lib/app/AppContext';
import { isWorkingAgent } from '@/lib/session/user';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectUser } from '@/store/sessionSlice';
import { fetchWalletBalance } from './api';
import { walletBalanceFailed, walletBalanceLoaded, walletBalanceRequested } from './walletSlice';

/**
 * Reloads the wallet balance of the logged-in agent-type user (nothing for anyone else, nor for an
 * agent whose application is not approved: they have no wallet yet); 0 when the call fails.
 */
export function useWalletRefresh(): () => Promise<void> {
  const api = useApi();
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const userId = isLoggedIn && user && isWorkingAgent(user) ? user.id : null;
  const userType = user?.userType ?? 0;

  return useCallback(async () => {
    if (userId === null) return;
    dispatch(walletBalanceRequested());
    try {
      dispatch(walletBalanceLoaded(await fetchWalletBalance(api, userType, userId)));
    } catch {
      dispatch(walletBalanceFailed());
    }
  }, [api, dispatch, userId, userType]);
}

/** Mounted once in the header: loads the balance whenever an agent-type user is logged in. */
export function WalletSync() {
  const refresh = useWalletRefresh();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return null;
}
