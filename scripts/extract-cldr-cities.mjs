#!/usr/bin/env node
/**
 * Writes scripts/data/cldrCityNames.mjs: the Arabic city name of each airport the site offers, as
 * the Unicode CLDR's Arabic exemplar cities of time zones give it, matched to an airport by country
 * and English city name (CLDR's English exemplar, or the zone id). Run once per CLDR release; the
 * build reads the written table, so `npm ci` does not need CLDR's 140 MB of date data:
 *
 *   npm install --no-save cldr-dates-full && node scripts/build-airports.mjs && node scripts/extract-cldr-cities.mjs
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const normalise = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

async function zoneNames(locale) {
  const file = require.resolve(`cldr-dates-full/main/${locale}/timeZoneNames.json`);
  const json = JSON.parse(await readFile(file, 'utf8'));
  const zones = json.main[locale].dates.timeZoneNames.zone;
  const out = new Map();
  const walk = (node, trail) => {
    for (const [key, value] of Object.entries(node)) {
      if (
        value &&
        typeof value === 'object' &&
        !('exemplarCity' in value) &&
        !('long' in value) &&
        !('short' in value)
      )
        walk(value, [...trail, key]);
      else if (value?.exemplarCity) out.set([...trail, key].join('/'), value.exemplarCity);
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

const airports = JSON.parse(await readFile(path.join(root, 'generated', 'airports.json'), 'utf8'));
const [arabic, english] = await Promise.all([zoneNames('ar'), zoneNames('en')]);
const version = require('cldr-dates-full/package.json').version;
const countries = zoneCountries(new Set(airports.map((airport) => airport.countryCode)));
const cities = new Map();
for (const [zone, name] of arabic) {
  const country = countries.get(zone);
  if (!country) continue;
  const englishName = english.get(zone) ?? zone.split('/').pop().replace(/_/g, ' ');
  cities.set(`${country}|${normalise(englishName)}`, name);
}

const byCode = {};
for (const airport of airports) {
  // "Arnavutköy, Istanbul": the district or the city, whichever CLDR knows (the city, last, first).
  const parts = [airport.city, ...airport.city.split(',').reverse()];
  const city = parts.map((part) => cities.get(`${airport.countryCode}|${normalise(part)}`)).find(Boolean);
  if (city) byCode[airport.code] = city;
}

const lines = Object.keys(byCode)
  .sort()
  .map((code) => `  ${code}: ${JSON.stringify(byCode[code])},`);
const out = `// Written by scripts/extract-cldr-cities.mjs from the Unicode CLDR (cldr-dates-full ${version},
// Unicode License v3): the Arabic exemplar city of a time zone, for each airport whose country and
// English city name match one. The build prefers the project's own table (arabicCityNames.mjs).
// Do not edit by hand; run the script again for a new CLDR release.

/** @type {Readonly<Record<string, string>>} */
export const CLDR_CITY_NAMES = Object.freeze({
${lines.join('\n')}
});
`;
await writeFile(path.join(root, 'scripts', 'data', 'cldrCityNames.mjs'), out);
console.log(`scripts/data/cldrCityNames.mjs: ${lines.length} airports`);
