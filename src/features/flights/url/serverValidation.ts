import { airportsByCode } from '../airports/airportData';
import { todayIso } from '../dates';
import { clubAirlines, clubBlacklist } from './clubFlightData';
import type { SearchDraft } from '../search/searchFormModel';
import { searchDraftFromUrl } from './searchDraft';
import { validateSearchUrl, type SearchUrlContext, type SearchUrlResult } from './validateSearchUrl';

/**
 * Validates a flight search URL for a club on the server (the proxy and the results page): known
 * airports minus the club's blacklist, the club's airlines (fetched only when the URL names one),
 * and today in Europe/Vienna.
 */
export async function validateSearchUrlForClub(
  params: URLSearchParams,
  clubId: number,
): Promise<SearchUrlResult> {
  return validateSearchUrl(params, await clubContext(params, clubId));
}

async function clubContext(params: URLSearchParams, clubId: number): Promise<SearchUrlContext> {
  const [airports, blacklist, airlines] = await Promise.all([
    airportsByCode(),
    clubBlacklist(clubId),
    params.has('airline') ? clubAirlines(clubId) : Promise.resolve(null),
  ]);
  return {
    today: todayIso(),
    isKnownAirport: (code) => airports.has(code) && !blacklist?.has(code),
    isKnownAirline: (code) => (airlines ? airlines.has(code) : null),
  };
}

/** Why a search URL is invalid (null when it is valid) and what of it can fill the search form. */
export async function invalidSearchDetails(
  params: URLSearchParams,
  clubId: number,
): Promise<{ problem: Extract<SearchUrlResult, { ok: false }> | null; draft: SearchDraft }> {
  const context = await clubContext(params, clubId);
  const result = validateSearchUrl(params, context);
  return { problem: result.ok ? null : result, draft: searchDraftFromUrl(params, context) };
}
