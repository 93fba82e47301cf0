import { todayIso } from '../search/stayDates';
import { clubDestination } from './clubDestination';
import { hotelDraftFromUrl, type HotelSearchDraft } from './hotelDraft';
import { destinationOfUrl, validateHotelUrl, type HotelUrlResult } from './validateHotelUrl';

/**
 * Validates a hotel search URL for a club on the server (the proxy and the results page): the
 * destination it names is looked up with the club API (in `language`, so the page can show its
 * name), and today is Europe/Vienna's.
 */
export async function validateHotelUrlForClub(
  params: URLSearchParams,
  clubId: number,
  language = 'en',
): Promise<HotelUrlResult> {
  const named = destinationOfUrl(params);
  const destination = named ? await clubDestination(clubId, named.type, named.id, language) : undefined;
  return validateHotelUrl(params, {
    today: todayIso(),
    destination: (type, id) => (named && named.type === type && named.id === id ? destination : undefined),
  });
}

/** Why a hotel search URL is invalid (null when it is valid) and what of it can fill the form. */
export async function invalidHotelSearchDetails(
  params: URLSearchParams,
  clubId: number,
  language: string,
): Promise<{ problem: Extract<HotelUrlResult, { ok: false }> | null; draft: HotelSearchDraft }> {
  const named = destinationOfUrl(params);
  const destination = named ? await clubDestination(clubId, named.type, named.id, language) : undefined;
  const today = todayIso();
  const result = validateHotelUrl(params, {
    today,
    destination: (type, id) => (named && named.type === type && named.id === id ? destination : undefined),
  });
  return { problem: result.ok ? null : result, draft: hotelDraftFromUrl(params, today, destination) };
}
