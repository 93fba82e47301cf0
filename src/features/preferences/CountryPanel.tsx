'use client';

import { useTranslations } from 'next-intl';
import { CountrySearchList } from '@/components/country/CountrySearchList';
import type { PhoneCountry } from '@/lib/geo/phoneCountries';
import { usePhoneCountries } from '@/components/country/usePhoneCountries';

export interface CountryPanelProps {
  selected: string;
  onChoose: (alpha2: string) => void;
  onEscape: () => void;
  testId: string;
}

/**
 * The country dropdown's contents, loaded only when it first opens: the club API's country list
 * with names in the current language (i18n-iso-countries, loaded on demand) and flags.
 */
export default function CountryPanel({ selected, onChoose, onEscape, testId }: CountryPanelProps) {
  const t = useTranslations('Preferences');
  const { countries, status, nameOf, retry } = usePhoneCountries();

  if (status === 'loading') {
    return (
      <p className="pref-country__status" role="status">
        {t('countries_loading')}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <div className="pref-country__status" role="alert">
        <p>{t('countries_failed')}</p>
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <CountrySearchList<PhoneCountry>
      countries={countries}
      selected={selected}
      nameOf={nameOf}
      onChoose={(country) => onChoose(country.alpha2)}
      onEscape={onEscape}
      testId={testId}
      labels={{
        search: t('search_country'),
        placeholder: t('search_country_placeholder'),
        list: t('country_list'),
        empty: t('no_countries'),
      }}
    />
  );
}
