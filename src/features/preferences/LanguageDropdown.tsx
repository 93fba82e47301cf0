'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { isLocale } from '@/i18n/routing';
import { OptionMenu } from './OptionMenu';
import type { DropdownState } from '@/components/layout/useDropdown';
import { usePreferenceActions } from './usePreferenceActions';

const GlobeIcon = () => (
  <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none">
    <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.6" />
    <path
      d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"
      stroke="currentColor"
      strokeWidth="1.6"
    />
  </svg>
);

/** The club's languages; choosing one shows the same page in it (saved first for a logged-in user). */
export function LanguageDropdown({ state, variant }: { state: DropdownState; variant: 'bar' | 'mobile' }) {
  const t = useTranslations('Preferences');
  const club = useClub();
  const locale = useLocale();
  const { changeLanguage, pending } = usePreferenceActions();
  const languages = club.languages.filter((language) => isLocale(language.code));
  const current = languages.find((language) => language.code === locale);
  const currentName = current?.name ?? locale.toUpperCase();

  return (
    <OptionMenu
      state={state}
      variant={variant}
      className="pref-language"
      testId={variant === 'bar' ? 'language' : 'mobile-language'}
      buttonLabel={t('language_button', { language: currentName })}
      buttonContent={
        <>
          <GlobeIcon />
          {variant === 'mobile' && <span className="pref-dropdown__label">{t('language')}</span>}
          <span className="pref-dropdown__value" lang={current?.code}>
            {currentName}
          </span>
        </>
      }
      menuLabel={t('language_menu')}
      options={languages.map((language) => ({
        value: language.code,
        lang: language.code,
        content: language.name,
      }))}
      selected={locale}
      onSelect={(code) => void changeLanguage(code)}
      busy={pending === 'language'}
    />
  );
}

export default LanguageDropdown;
