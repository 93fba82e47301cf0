'use client';

import { lazy, Suspense, useId, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { Flag } from '@/components/country/Flag';
import { useShellSelector } from '@/store/shellHooks';
import { selectCountry } from '@/store/preferencesState';
import { regionName } from './displayNames';
import { useDropdownBehaviour, type DropdownState } from '@/components/layout/useDropdown';
import { usePreferenceActions } from './usePreferenceActions';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

// The list, its names and its flags stay out of the first-load JavaScript until the dropdown opens.
const CountryPanel = lazy(() => loadWhenOnline(() => import('./CountryPanel')));

/**
 * The visitor's country: a button with the flag, and a panel with a search box over the countries
 * (the rules of spec section 5), the chosen one first.
 */
export function CountryDropdown({ state, variant }: { state: DropdownState; variant: 'bar' | 'mobile' }) {
  const t = useTranslations('Preferences');
  const club = useClub();
  const locale = useLocale();
  const id = useId();
  const stored = useShellSelector(selectCountry);
  const country = (stored ?? club.defaultCountryCode).toUpperCase();
  const { changeCountry, pending } = usePreferenceActions();
  const { rootProps, buttonRef, close } = useDropdownBehaviour(state, { pageEscape: variant === 'bar' });
  const busy = pending === 'country';
  const open = state.open && !busy;
  const name = regionName(country, locale);
  const testId = variant === 'bar' ? 'country' : 'mobile-country';

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open && !busy) {
      event.preventDefault();
      state.setOpen(true);
    }
  };

  return (
    <div className={`pref-dropdown pref-dropdown--${variant} pref-country`} {...rootProps}>
      <button
        ref={buttonRef}
        type="button"
        className="pref-dropdown__toggle"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-label={t('country_button', { country: name, code: country })}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => (open ? close(false) : !busy && state.setOpen(true))}
        onKeyDown={onButtonKeyDown}
        data-testid={`${testId}-button`}
      >
        <Flag alpha2={country} />
        {variant === 'mobile' && <span className="pref-dropdown__label">{t('country')}</span>}
        <span className="pref-dropdown__value">{variant === 'mobile' ? name : country}</span>
        <svg
          className="pref-dropdown__chevron"
          aria-hidden="true"
          focusable="false"
          width="12"
          height="12"
          viewBox="0 0 12 12"
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <div
          className="pref-dropdown__panel pref-country__panel"
          id={`${id}-panel`}
          data-testid={`${testId}-panel`}
        >
          <Suspense
            fallback={
              <p className="pref-country__status" role="status">
                {t('countries_loading')}
              </p>
            }
          >
            <CountryPanel
              selected={country}
              testId={testId}
              onEscape={() => close(true)}
              onChoose={(alpha2) => {
                close(true);
                if (alpha2 !== stored) void changeCountry(alpha2);
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

export default CountryDropdown;
