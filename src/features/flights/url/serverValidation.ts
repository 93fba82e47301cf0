import { airportsByCode } from '../airports/airportData';
import { todayIso } from '../dates';
import { clubAirlines, clubBlacklist } from './clubFlightData';
import { validateSearchUrl, type SearchUrlResult } from './validateSearchUrl';

/**
 * Validates a flight search URL for a club on the server (the proxy and the results page): known
 * airports minus the club's blacklist, the club's airlines (fetched only when the URL names one),
 * and today in Europe/Vienna.
 */
export async function validateSearchUrlForClub(
  params: URLSearchParams,
  clubId: number,
): Promise<SearchUrlResult> {
  const [airports, blacklist, airlines] = await Promise.all([
    airportsByCode(),
    clubBlacklist(clubId),
    params.has('airline') ? clubAirlines(clubId) : Promise.resolve(null),
  ]);
  return validateSearchUrl(params, {
    today: todayIso(),
    isKnownAirport: (code) => airports.has(code) && !blacklist?.has(code),
    isKnownAirline: (code) => (airlines ? airlines.has(code) : null),
  });
}

/** Next's `searchParams` prop back into URLSearchParams, repeated names kept (so they are caught). */
export function toSearchParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      params.append(name, item);
  }
  return params;
}
