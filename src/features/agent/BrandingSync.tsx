'use client';

import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { isWorkingAgent } from '@/lib/session/user';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn, selectUser } from '@/store/sessionSlice';
import { agentApi } from './api';
import { agentBrandingCleared } from './branding';

/**
 * Mounted once in the header: loads the agent's branding while an agent, sub-agent or staff user is
 * logged in (the club's own otherwise, and when the call fails; see the endpoint in ./api).
 */
export function BrandingSync() {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const userId = isLoggedIn && user && isWorkingAgent(user) ? user.id : null;
  agentApi.useAgentBrandingQuery(userId ?? skipToken);

  useEffect(() => {
    if (userId === null) dispatch(agentBrandingCleared());
  }, [dispatch, userId]);
  return null;
}
