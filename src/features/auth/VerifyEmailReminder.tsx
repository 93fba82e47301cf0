'use client';

import { useTranslations } from 'next-intl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectRehydrated } from '@/store/makeStore';
import { selectIsLoggedIn, selectUser } from '@/store/sessionSlice';
import { popupChanged } from './authSlice';
import { initialAuthFlowState } from './authFlowState';

/**
 * "Verify later" followed up: while the signed-in user's e-mail is not verified, My account and
 * My bookings say so, with a way to verify. It opens the sign-in popup on their address: after the
 * security check a one-time code (or a password sign-in, which mails one) proves the address,
 * and the session that follows is verified, so the reminder goes.
 */
export function VerifyEmailReminder() {
  const t = useTranslations('Auth');
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectRehydrated);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  if (!rehydrated || !isLoggedIn || !user || user.isEmailVerified !== false) return null;
  const verify = () => dispatch(popupChanged(initialAuthFlowState({ isOpen: true, email: user.email })));
  return (
    <div className="alert alert-warning verify-reminder" role="status" data-testid="verify-email-reminder">
      <p className="mb-2">
        {t.rich('verify_reminder_text', {
          email: user.email,
          b: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
        })}
      </p>
      <button type="button" className="btn btn-sm btn-primary" onClick={verify}>
        {t('verify_reminder_button')}
      </button>
    </div>
  );
}

export default VerifyEmailReminder;
