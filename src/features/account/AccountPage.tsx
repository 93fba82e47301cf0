import { useTranslations } from 'next-intl';
import { AccountBody } from './AccountBody';
import { VerifyEmailReminder } from '@/features/auth/VerifyEmailReminder';

/**
 * /my-account: the frame and heading render on the server; what depends on the session this
 * browser holds (the login prompt or the profile's sections) is the client leaf.
 */
export function AccountPage() {
  const t = useTranslations('Account');
  return (
    <div className="container account-page">
      <h1 className="account-page__title">{t('title')}</h1>
      <VerifyEmailReminder />
      <AccountBody />
    </div>
  );
}

export default AccountPage;
