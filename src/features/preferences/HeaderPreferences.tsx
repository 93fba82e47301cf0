'use client';

import { usePathname } from '@/i18n/navigation';
import { isCheckoutPage } from '@/components/layout/pageGroups';
import { CountryDropdown } from './CountryDropdown';
import { CurrencyDropdown } from './CurrencyDropdown';
import { LanguageDropdown } from './LanguageDropdown';
import { useHeaderDropdown, useSectionDropdowns } from '@/components/layout/useDropdown';

type Section = 'country' | 'language' | 'currency';

/** The country, language and currency dropdowns of the header bar (1200px and wider). */
export function HeaderPreferences() {
  const checkout = isCheckoutPage(usePathname());
  const country = useHeaderDropdown('country');
  const language = useHeaderDropdown('language');
  const currency = useHeaderDropdown('currency');
  return (
    <div className="header-prefs" data-testid="header-preferences">
      <CountryDropdown state={country} variant="bar" />
      <LanguageDropdown state={language} variant="bar" />
      {!checkout && <CurrencyDropdown state={currency} variant="bar" />}
    </div>
  );
}

/**
 * The same choices inside the mobile menu. The menu is itself the open header dropdown, so these
 * open as sections within it, one at a time.
 */
export function MobilePreferences() {
  const checkout = isCheckoutPage(usePathname());
  const section = useSectionDropdowns<Section>();
  return (
    <div className="header-prefs header-prefs--mobile" data-testid="mobile-preferences">
      <CountryDropdown state={section('country')} variant="mobile" />
      <LanguageDropdown state={section('language')} variant="mobile" />
      {!checkout && <CurrencyDropdown state={section('currency')} variant="mobile" />}
    </div>
  );
}
