import { ClubApiError, clubApiData } from '@/lib/api/server';
import { clientIpFrom } from '@/lib/geo/clientIp';
import { trustedProxyHops } from '@/lib/security/securityHeaders';
import { stayBody, type HotelDetails, type StayQuery } from './booking';
import type { HotelResultsBatch, HotelSearchStarted, HotelSummary } from './search';
import type { HotelSearch } from '../search/hotelSearch';

/**
 * The hotel pages' first data, asked for by the server while it renders the page, so that the HTML
 * already holds the hotels (and the photo that is the page's largest paint) instead of the browser
 * finding them only after its scripts have loaded, run and called the API. Each call has a short
 * deadline and never throws: on any failure or delay it gives null and the page's client
 * components fetch everything themselves, as they do without it.
 */

/** Who asks: the club, the page's language, and the currency the browser's first call would name. */
export interface ClubCaller {
  clubId: number;
  language: string;
  currency: string;
  /**
   * The visitor's address, passed on as X-Forwarded-For: an API that trusts the site as its proxy
   * then counts the search against the visitor's budget rather than the site's.
   */
  visitorIp?: string | null;
}

/** The visitor's address from the request's X-Forwarded-For (TRUSTED_PROXY_HOPS, as /api/userIp reads it). */
export function visitorIpFrom(forwardedFor: string | null): string | null {
  return clientIpFrom(forwardedFor, trustedProxyHops());
}

/** How long the details page waits for the hotel before it lets the browser ask. */
export const DETAILS_DEADLINE_MS = 1_200;
/** How long the results page waits for the search's first hotels before it lets the browser ask. */
export const RESULTS_DEADLINE_MS = 1_500;
/** The pause between the server's polls for the first hotels (the first batch comes in 300–600 ms). */
export const SERVER_POLL_MS = 150;
/** The hotels the results page's HTML carries at most: the browser asks for the rest from there. */
export const INITIAL_HOTELS = 12;

/** The details as the server got them, and the currency it asked in. */
export interface InitialHotelDetails {
  details: HotelDetails;
  currency: string;
}

/**
 * A search the server started, and its first hotels: the browser polls on from `offset` (the
 * number of hotels given) with the same `searchId`, as if it had made these calls itself.
 */
export interface InitialHotelResults {
  searchId: string;
  /** The currency the search was started in (the browser's choice must match to carry on with it). */
  currency: string;
  nights: number;
  total: number;
  hotels: HotelSummary[];
  offset: number;
  progress: number;
  /** Every hotel of the search is in `hotels`. */
  complete: boolean;
  /** The currency the prices are in. */
  priceCurrency: string;
}

async function clubPost<T>(path: string, body: unknown, caller: ClubCaller, signal: AbortSignal): Promise<T> {
  const data = await clubApiData<T>(path, {
    clubId: caller.clubId,
    language: caller.language.toLowerCase(),
    body,
    headers: {
      'Currency-Preference': caller.currency.toUpperCase(),
      ...(caller.visitorIp ? { 'X-Forwarded-For': caller.visitorIp } : {}),
    },
    signal,
  });
  if (data === null) throw new ClubApiError(path, 404);
  return data;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * `POST /hotel/details` for the stay: the details, `'missing'` when the club API answers 404 (no such
 * hotel: the page answers with the not-found page and status 404), or null (failed, or later than
 * the deadline: the browser asks).
 */
export async function lookUpHotelDetails(
  query: StayQuery,
  caller: ClubCaller,
  deadlineMs = DETAILS_DEADLINE_MS,
): Promise<InitialHotelDetails | 'missing' | null> {
  try {
    const signal = AbortSignal.timeout(deadlineMs);
    const details = await clubPost<HotelDetails>('/hotel/details', stayBody(query), caller, signal);
    return { details, currency: caller.currency.toUpperCase() };
  } catch (error) {
    return error instanceof ClubApiError && error.status === 404 ? 'missing' : null;
  }
}

/** `POST /hotel/details` for the stay, or null (not found, failed, or later than the deadline). */
export async function prefetchHotelDetails(
  query: StayQuery,
  caller: ClubCaller,
  deadlineMs = DETAILS_DEADLINE_MS,
): Promise<InitialHotelDetails | null> {
  const found = await lookUpHotelDetails(query, caller, deadlineMs);
  return found === 'missing' ? null : found;
}

/**
 * Starts the search and polls until its first hotels arrive (or it completes empty). When they are
 * not there by the deadline, the search with no hotels yet (the browser polls it); null when the
 * search could not be started in time or a poll failed.
 */
export async function prefetchHotelResults(
  search: HotelSearch,
  caller: ClubCaller,
  deadlineMs = RESULTS_DEADLINE_MS,
): Promise<InitialHotelResults | null> {
  const signal = AbortSignal.timeout(deadlineMs);
  let started: HotelSearchStarted;
  try {
    started = await clubPost<HotelSearchStarted>('/hotel/search', search, caller, signal);
  } catch {
    return null;
  }
  try {
    for (;;) {
      const batch = await clubPost<HotelResultsBatch>(
        '/hotel/search/results',
        { searchId: started.searchId, offset: 0 },
        caller,
        signal,
      );
      if (batch.hotels.length > 0 || batch.complete) {
        // The API's offset counts places in the search's list, and a batch leaves out a hotel with no
        // rate for the rooms: the batch can be cut only when it left none out.
        const cuttable = batch.hotels.length === batch.nextOffset;
        const hotels = cuttable ? batch.hotels.slice(0, INITIAL_HOTELS) : batch.hotels;
        const whole = hotels.length === batch.hotels.length;
        return {
          searchId: started.searchId,
          currency: caller.currency.toUpperCase(),
          nights: started.nights,
          total: batch.total,
          hotels,
          offset: whole ? batch.nextOffset : hotels.length,
          progress: batch.progress,
          complete: batch.complete && whole,
          priceCurrency: batch.currency,
        };
      }
      await pause(SERVER_POLL_MS, signal);
    }
  } catch {
    // Started but no hotels by the deadline: the browser polls this search rather than start one.
    if (!signal.aborted) return null;
    return {
      searchId: started.searchId,
      currency: caller.currency.toUpperCase(),
      nights: started.nights,
      total: started.total,
      hotels: [],
      offset: 0,
      progress: 0,
      complete: false,
      priceCurrency: started.currency,
    };
  }
}
