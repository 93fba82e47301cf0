'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { useShellSelector } from '@/store/shellHooks';
import { selectCurrency, selectCurrencyChanging } from '@/store/preferencesState';
import { currencyName } from './displayNames';
import { OptionMenu } from './OptionMenu';
import type { DropdownState } from '@/components/layout/useDropdown';
import { usePreferenceActions } from './usePreferenceActions';

function CurrencyIcon({ src }: { src: string }) {
  if (!src) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the club API's own small SVG icon
    <img
      className="pref-currency__icon"
      src={src}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * The club's currencies with their icons. It does not open while a currency change is being saved
 * (the currency-change flag); the header leaves it out on checkout pages.
 */
export function CurrencyDropdown({ state, variant }: { state: DropdownState; variant: 'bar' | 'mobile' }) {
  const t = useTranslations('Preferences');
  const club = useClub();
  const locale = useLocale();
  const currency = useShellSelector(selectCurrency);
  const changing = useShellSelector(selectCurrencyChanging);
  const { changeCurrency } = usePreferenceActions();
  const current = club.currencies.find((c) => c.code === currency);
  const nameOf = (code: string, fallback: string) => currencyName(code, locale, fallback);

  return (
    <OptionMenu
      state={state}
      variant={variant}
      className="pref-currency"
      testId={variant === 'bar' ? 'currency' : 'mobile-currency'}
      buttonLabel={t('currency_button', {
        code: currency,
        name: nameOf(currency, current?.name ?? currency),
      })}
      buttonContent={
        <>
          <CurrencyIcon src={current?.icon ?? ''} />
          {variant === 'mobile' && <span className="pref-dropdown__label">{t('currency')}</span>}
          <span className="pref-dropdown__value">{currency}</span>
        </>
      }
      menuLabel={t('currency_menu')}
      options={club.currencies.map((c) => ({
        value: c.code,
        content: (
          <>
            <CurrencyIcon src={c.icon} />
            <span className="pref-currency__code">{c.code}</span>
            <span className="pref-currency__name">{nameOf(c.code, c.name)}</span>
          </>
        ),
      }))}
      selected={currency}
      onSelect={(code) => void changeCurrency(code)}
      busy={Boolean(changing)}
    />
  );
}

export default CurrencyDropdown;
