'use client';

import { useCallback } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { isWorkingAgent } from '@/lib/session/user';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectUser } from '@/store/sessionSlice';
import { agentApi } from './api';

/** The logged-in agent-type user whose wallet there is (no one else, nor an agent not yet approved). */
function useWalletOwner(): { userType: number; userId: number } | null {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  return isLoggedIn && user && isWorkingAgent(user) ? { userType: user.userType, userId: user.id } : null;
}

/**
 * Reloads the wallet balance of the logged-in agent-type user (nothing for anyone else, nor for an
 * agent whose application is not approved: they have no wallet yet); 0 when the call fails.
 */
export function useWalletRefresh(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const owner = useWalletOwner();
  const userId = owner?.userId ?? null;
  const userType = owner?.userType ?? 0;

  return useCallback(async () => {
    if (userId === null) return;
    // The endpoint puts the answer (or 0 on failure) into the wallet slice the header reads.
    await dispatch(
      agentApi.endpoints.walletBalance.initiate(
        { userType, userId },
        { forceRefetch: true, subscribe: false },
      ),
    );
  }, [dispatch, userId, userType]);
}

/** Mounted once in the header: loads the balance whenever an agent-type user is logged in. */
export function WalletSync() {
  const owner = useWalletOwner();
  agentApi.useWalletBalanceQuery(owner ?? skipToken);
  return null;
}
