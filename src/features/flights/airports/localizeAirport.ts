import countries from 'i18n-iso-countries';
import arabicCountries from 'i18n-iso-countries/langs/ar.json';
import englishCountries from 'i18n-iso-countries/langs/en.json';
import type { Airport, AirportRecord, ArabicAirportNames } from './airportTypes';

countries.registerLocale(englishCountries);
countries.registerLocale(arabicCountries);

export type AirportLanguage = 'en' | 'ar';

/**
 * An airport as the search form shows it in `language`: Arabic city and airport names where the
 * build found them, else English; the country in that language. An Arabic entry carries the English
 * names too (`alt`), so that Latin typing still finds it.
 */
export function localizeAirport(
  record: AirportRecord,
  language: AirportLanguage,
  arabic: ArabicAirportNames | undefined,
): Airport {
  const englishCountry = countries.getName(record.countryCode, 'en') ?? record.country;
  if (language === 'en') {
    return {
      code: record.code,
      name: record.name,
      city: record.city,
      country: englishCountry,
      size: record.size,
    };
  }
  const city = arabic?.city ?? record.city;
  const name = arabic?.name ?? record.name;
  return {
    code: record.code,
    name,
    city,
    country: countries.getName(record.countryCode, 'ar') ?? englishCountry,
    size: record.size,
    alt: [city === record.city ? '' : record.city, name === record.name ? '' : record.name, englishCountry],
  };
}

/** City and airport name of a code in `language`, for pages that name the airports of a search. */
export function localizedPlace(
  record: AirportRecord,
  language: AirportLanguage,
  arabic: ArabicAirportNames | undefined,
): { city: string; name: string } {
  const airport = localizeAirport(record, language, arabic);
  return { city: airport.city, name: airport.name };
}
