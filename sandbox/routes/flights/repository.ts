import { randomUUID } from 'node:crypto';
import type { ReleaseSchedule } from './batches';
import type { Cabin, CurrencyRate, Offer, Passengers, SearchQuery, TripType } from '../../lib/flight-offers';

/**
 * Searches and revalidated fares live in memory: they are ephemeral by nature (20 minutes), and a
 * restart simply makes them expire early. Offers are not kept per search: they are regenerated
 * deterministically from the query when a small cache no longer holds them.
 *
 * The store has no clock of its own: every call says what time it is (the routes pass the app's
 * `services.now()`, which tests move by hand).
 */
export const SEARCH_TTL_MS = 20 * 60_000;
export const FARE_TTL_MS = 20 * 60_000;
const MAX_SEARCHES = 10_000;
const MAX_FARES = 10_000;
const MAX_CACHED_OFFER_LISTS = 24;

export interface StoredSearch {
  routingId: string;
  clubId: number;
  tripType: TripType;
  query: SearchQuery;
  currency: CurrencyRate;
  /** Searches with the same key have the same offers. */
  offersKey: string;
  total: number;
  schedule: ReleaseSchedule;
  createdAt: number;
  expiresAt: number;
}

/** What a booking needs: the confirmed offer at its final price, for whom, until when. */
export interface StoredFare {
  fareToken: string;
  routingId: string;
  clubId: number;
  tripType: TripType;
  cabin: Cabin;
  passengers: Passengers;
  offer: Offer;
  currency: string;
  totalPrice: number;
  createdAt: number;
  expiresAt: number;
}

export type NewSearch = Omit<StoredSearch, 'routingId' | 'createdAt' | 'expiresAt'>;
export type NewFare = Omit<StoredFare, 'fareToken' | 'createdAt' | 'expiresAt'>;

/** Drops expired entries (oldest first, since all share one lifetime) and the oldest above `max`. */
function sweep<T extends { expiresAt: number }>(entries: Map<string, T>, now: number, max: number) {
  for (const [key, entry] of entries) {
    if (entry.expiresAt > now && entries.size < max) break;
    entries.delete(key);
  }
}

export function createSearchStore() {
  const searches = new Map<string, StoredSearch>();
  const fares = new Map<string, StoredFare>();
  const offerLists = new Map<string, Offer[]>();

  function rememberOffers(key: string, offers: Offer[]) {
    offerLists.delete(key); // (re-)inserted last: the most recently used
    offerLists.set(key, offers);
    for (const oldest of offerLists.keys()) {
      if (offerLists.size <= MAX_CACHED_OFFER_LISTS) break;
      offerLists.delete(oldest);
    }
  }

  return {
    addSearch(search: NewSearch, offers: Offer[], now: Date): StoredSearch {
      const createdAt = now.getTime();
      sweep(searches, createdAt, MAX_SEARCHES);
      const stored = { ...search, routingId: randomUUID(), createdAt, expiresAt: createdAt + SEARCH_TTL_MS };
      searches.set(stored.routingId, stored);
      rememberOffers(stored.offersKey, offers);
      return stored;
    },
    /** The live search of this club, or null when it is unknown, expired or another club's. */
    findSearch(routingId: string, clubId: number, now: Date): StoredSearch | null {
      const search = searches.get(routingId);
      if (!search || search.clubId !== clubId) return null;
      if (search.expiresAt <= now.getTime()) {
        searches.delete(routingId);
        return null;
      }
      return search;
    },
    /** The search's offers, regenerated with `generate` when the cache let them go. */
    offersOf(search: StoredSearch, generate: () => Offer[]): Offer[] {
      const offers = offerLists.get(search.offersKey) ?? generate();
      rememberOffers(search.offersKey, offers);
      return offers;
    },
    addFare(fare: NewFare, now: Date): StoredFare {
      const createdAt = now.getTime();
      sweep(fares, createdAt, MAX_FARES);
      const stored = { ...fare, fareToken: randomUUID(), createdAt, expiresAt: createdAt + FARE_TTL_MS };
      fares.set(stored.fareToken, stored);
      return stored;
    },
    /** A revalidated fare until it expires, else null. */
    findFare(fareToken: string, now: Date): StoredFare | null {
      const fare = fares.get(fareToken);
      if (!fare) return null;
      if (fare.expiresAt <= now.getTime()) {
        fares.delete(fareToken);
        return null;
      }
      return fare;
    },
  };
}

export type SearchStore = ReturnType<typeof createSearchStore>;

/** The process's searches and fares. */
export const flightSearchStore: SearchStore = createSearchStore();

/**
 * The fare a `fareToken` from revalidate names, or null once it expired (20 minutes) or never
 * existed. A booking route calls `getFare(token, c.var.services.now())` and checks `clubId`.
 */
export function getFare(fareToken: string, now: Date = new Date()): StoredFare | null {
  return flightSearchStore.findFare(fareToken, now);
}
