import path from 'node:path';
import { open, type Reader, type CountryResponse } from 'maxmind';

/** The bundled DB-IP country database (CC BY 4.0, db-ip.com), opened once per process. */
const DATABASE = path.join(
  process.cwd(),
  'node_modules',
  '@ip-location-db',
  'dbip-country-mmdb',
  'dbip-country.mmdb',
);

let reader: Promise<Reader<CountryResponse>> | undefined;

export async function countryFromIp(ip: string): Promise<string | null> {
  try {
    reader ??= open<CountryResponse>(DATABASE);
    const record = (await reader).get(ip) as (CountryResponse & { country_code?: string }) | null;
    return record?.country?.iso_code ?? record?.country_code ?? null;
  } catch (error) {
    reader = undefined;
    console.error('IP country lookup failed', error instanceof Error ? error.message : error);
    return null;
  }
}
