import type { PhoneCountry } from './phoneCountries';

/**
 * The phone countries when the club API has no country list (`GET /common/country/list` is an
 * extension, docs/club-api.md): every region libphonenumber-js knows, with its calling code, the
 * English name and three-letter code from i18n-iso-countries (the page's language gets its names
 * the same way as for the API's list). No number mask: the field then shows no placeholder.
 * Loaded only when needed.
 */
export async function fallbackPhoneCountries(): Promise<PhoneCountry[]> {
  const [{ getCountries, getCountryCallingCode }, { default: countries }, { default: english }] =
    await Promise.all([
      import('libphonenumber-js/min'),
      import('i18n-iso-countries'),
      import('i18n-iso-countries/langs/en.json'),
    ]);
  countries.registerLocale(english);
  return getCountries()
    .flatMap((alpha2): PhoneCountry[] => {
      const alpha3 = countries.alpha2ToAlpha3(alpha2);
      const name = countries.getName(alpha2, 'en', { select: 'official' });
      if (!alpha3 || !name) return [];
      return [
        { name, nameAr: null, alpha2, alpha3, callingCode: `+${getCountryCallingCode(alpha2)}`, pattern: '' },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
