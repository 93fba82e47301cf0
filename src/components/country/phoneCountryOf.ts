import type { PhoneCountry } from '@/lib/geo/phoneCountries';

/**
 * The country a phone field shows, from what the form holds. Several countries share a calling
 * code (+1 United States and Canada, +7 Russia and Kazakhstan, +44 United Kingdom and Guernsey), so
 * the chosen country's alpha-2 is kept beside the code; when only a code is known (a profile, a
 * draft kept before the alpha-2 was) the preferred country with that code wins, else the first.
 * Without either, the first preferred country (the visitor's, then the club's), else the first.
 */
export function phoneCountryOf(
  countries: readonly PhoneCountry[],
  alpha2: string,
  callingCode: string,
  preferred: readonly (string | null | undefined)[] = [],
): PhoneCountry | undefined {
  const wanted = preferred.filter(Boolean).map((code) => code!.toUpperCase());
  const chosen = alpha2 ? countries.find((c) => c.alpha2 === alpha2.toUpperCase()) : undefined;
  if (callingCode && chosen?.callingCode !== callingCode) {
    const sharing = countries.filter((c) => c.callingCode === callingCode);
    const byCode = wanted.map((code) => sharing.find((c) => c.alpha2 === code)).find(Boolean) ?? sharing[0];
    if (byCode) return byCode;
  }
  if (chosen) return chosen;
  return wanted.map((code) => countries.find((c) => c.alpha2 === code)).find(Boolean) ?? countries[0];
}
