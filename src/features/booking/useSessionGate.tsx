'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { isAgentType } from '@/lib/session/user';
import { useAuthPopup } from '@/features/auth/useAuthPopup';
import { useAppSelector } from '@/store/hooks';
import { selectRehydrated } from '@/store/makeStore';
import { selectUser } from '@/store/sessionSlice';

/**
 * Who may see a customer's bookings, as My bookings and a booking's detail ask it: nothing is
 * decided before the tab's stored session is back (`rehydrated`); an agent-type user is sent home
 * (agents manage bookings in their dashboard); a guest is asked to log in, unless a booking's pass
 * opens the page for them.
 */
export function useSessionGate() {
  const router = useRouter();
  const rehydrated = useAppSelector(selectRehydrated);
  const user = useAppSelector(selectUser);
  const authPopup = useAuthPopup();
  const agent = user ? isAgentType(user.userType) : false;

  useEffect(() => {
    if (agent) router.replace('/');
  }, [agent, router]);

  return { rehydrated, user, userId: user?.id ?? null, agent, openLogin: authPopup.open };
}

/** The guest's way in: the text My bookings gives them and the button that opens the login. */
export function LoginPrompt({ onLogin }: { onLogin: () => void }) {
  const t = useTranslations('myBookings');
  return (
    <div className="account-login">
      <p className="mb-0">{t('guest_text')}</p>
      <button type="button" className="btn btn-primary" onClick={onLogin}>
        {t('login')}
      </button>
    </div>
  );
}
