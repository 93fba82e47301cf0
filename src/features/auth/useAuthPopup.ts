'use client';

import { useCallback } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { authPopupOpened } from './authSlice';

/** For any flow that needs a login: opens the auth popup at its welcome step. */
export function useAuthPopup() {
  const dispatch = useAppDispatch();
  const open = useCallback(() => dispatch(authPopupOpened()), [dispatch]);
  return { open };
}
