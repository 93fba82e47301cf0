'use client';

import { useTranslations } from 'next-intl';
import type { AccountProfile } from './api';
import { PasswordSection } from './PasswordSection';
import { PhotoSection } from './PhotoSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';
import { SavedCardsSection } from './SavedCardsSection';
import { TravellersSection } from './TravellersSection';

/** My account's sections for a signed-in user: profile and photo, password, travellers, cards, preferences. */
export default function AccountSections({ profile }: { profile: AccountProfile }) {
  const t = useTranslations('Account');
  return (
    <div className="account-page__sections">
      <nav className="account-nav" aria-label={t('sections_label')}>
        <ul>
          {(['profile', 'password', 'travellers', 'cards', 'preferences'] as const).map((section) => (
            <li key={section}>
              <a href={`#account-${section}`}>{t(`${section}_title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-page__main">
        <section className="account-section" id="account-profile" aria-labelledby="account-profile-title">
          <h2 className="account-section__title" id="account-profile-title">
            {t('profile_title')}
          </h2>
          <PhotoSection profile={profile} />
          <ProfileSection profile={profile} />
        </section>
        <PasswordSection />
        <TravellersSection />
        <SavedCardsSection userId={profile.id} />
        <PreferencesSection />
      </div>
    </div>
  );
}
