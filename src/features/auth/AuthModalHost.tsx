'use client';

import dynamic from 'next/dynamic';
import { useShellSelector } from '@/store/shellHooks';
import { selectAuthPopupOpen } from './authPopupState';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

// The popup's code (forms, validation, captcha) loads the first time it opens, not with every page.
const AuthModal = dynamic(() => loadWhenOnline(() => import('./components/AuthModal')), {
  ssr: false,
  loading: () => <div className="modal-backdrop show" aria-hidden="true" />,
});

/** Renders the auth popup while the auth slice says it is open. */
export function AuthModalHost() {
  const isOpen = useShellSelector(selectAuthPopupOpen);
  return isOpen ? <AuthModal /> : null;
}

export default AuthModalHost;
