'use client';

import { useId, useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { usePhoneCountries } from '@/components/country/usePhoneCountries';
import { isLocale } from '@/i18n/routing';
import { currencyName } from '@/features/preferences/displayNames';
import { usePreferenceActions } from '@/features/preferences/usePreferenceActions';
import { useAppSelector } from '@/store/hooks';
import { selectCountry, selectCurrency } from '@/store/preferencesSlice';

/**
 * Language, currency and country, as in the header and through the same actions: saved to the
 * account first, applied once saved, and left as they were when the save fails.
 */
export function PreferencesSection() {
  const t = useTranslations('Account');
  const club = useClub();
  const locale = useLocale();
  const id = useId();
  const currency = useAppSelector(selectCurrency);
  const country = (useAppSelector(selectCountry) ?? club.defaultCountryCode).toUpperCase();
  const { changeLanguage, changeCurrency, changeCountry, pending } = usePreferenceActions();
  const { countries, nameOf, status } = usePhoneCountries();
  const languages = club.languages.filter((language) => isLocale(language.code));
  const countryOptions = useMemo(
    () =>
      countries
        .map((c) => ({ value: c.alpha2, label: nameOf(c) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [countries, nameOf, locale],
  );
  const busy = pending !== null;

  return (
    <section className="account-section" id="account-preferences" aria-labelledby="account-preferences-title">
      <h2 className="account-section__title" id="account-preferences-title">
        {t('preferences_title')}
      </h2>
      <p className="account-section__text">{t('preferences_text')}</p>
      <div className="checkout-grid account-preferences" aria-busy={busy || undefined}>
        <div>
          <label htmlFor={`${id}-language`} className="form-label">
            {t('language')}
          </label>
          <select
            id={`${id}-language`}
            className="form-select"
            value={locale}
            disabled={busy}
            onChange={(event) => void changeLanguage(event.target.value)}
          >
            {languages.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-currency`} className="form-label">
            {t('currency')}
          </label>
          <select
            id={`${id}-currency`}
            className="form-select"
            value={currency}
            disabled={busy}
            onChange={(event) => void changeCurrency(event.target.value)}
          >
            {club.currencies.map((option) => (
              <option key={option.code} value={option.code}>
                {`${currencyName(option.code, locale, option.name)} (${option.code})`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-country`} className="form-label">
            {t('country')}
          </label>
          <select
            id={`${id}-country`}
            className="form-select"
            value={country}
            disabled={busy || status !== 'ready'}
            onChange={(event) => void changeCountry(event.target.value)}
          >
            {countryOptions.some((option) => option.value === country) ? null : (
              <option value={country}>{country}</option>
            )}
            {countryOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {pending && (
        <p className="form-text" role="status">
          {t('preferences_saving')}
        </p>
      )}
    </section>
  );
}
