import { LRUCache } from 'lru-cache';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flightFares, flightSearches } from '../../db/schema';
import type { EncodedJson } from '../../lib/json-answer';
import type { ReleaseSchedule } from './batches';
import type { Cabin, CurrencyRate, Offer, Passengers, SearchQuery, TripType } from '../../lib/flight-offers';

/**
 * Searches and revalidated fares live in the database (UNLOGGED tables, migration 0012), so a poll,
 * a revalidation or a booking may reach any API instance. They are ephemeral by nature (20
 * minutes): a crash that empties them simply makes them expire early. Offers are not stored: every
 * instance regenerates them deterministically from the query and keeps a few lists in a small
 * cache of its own, which only saves time.
 *
 * The store has no clock of its own: every call says what time it is (the routes pass the app's
 * `services.now()`, which tests move by hand).
 */
export const SEARCH_TTL_MS = 20 * 60_000;
export const FARE_TTL_MS = 20 * 60_000;
const MAX_CACHED_OFFER_LISTS = 24;
/** The finished poll answers kept (see createOfferCache), in bytes. */
const MAX_CACHED_ANSWER_BYTES = 32 * 1024 * 1024;

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

/** A search as JSON: the query's set of excluded airports becomes a sorted list. */
type SearchRow = Omit<StoredSearch, 'query'> & {
  query: Omit<SearchQuery, 'excludedAirports'> & { excludedAirports?: string[] };
};

function toRow({ query: { excludedAirports, ...query }, ...search }: StoredSearch): SearchRow {
  return {
    ...search,
    query: excludedAirports ? { ...query, excludedAirports: [...excludedAirports].sort() } : query,
  };
}

function fromRow({ query: { excludedAirports, ...query }, ...search }: SearchRow): StoredSearch {
  return {
    ...search,
    query: excludedAirports ? { ...query, excludedAirports: new Set(excludedAirports) } : query,
  };
}

/**
 * What this process keeps to save time, never the truth: the offer lists it generated last, the
 * same offers serialised per language (a poll sends a slice of them; serialising ~400 offers on
 * every poll was a third of its time), and the searches it read last. A search never changes once
 * stored — it only expires — so a remembered copy is as good as the row until `expiresAt`; another
 * instance that has not seen it reads the database. And the answers of complete searches, as
 * they went out (gzipped or not): once every offer is released, a poll from a given offset in a
 * given language always answers the same bytes until the search expires, so the offers are neither
 * joined nor compressed again (the results page polls from 0 on every visit and reload).
 */
export function createOfferCache(max = MAX_CACHED_OFFER_LISTS, maxAnswerBytes = MAX_CACHED_ANSWER_BYTES) {
  // Least recently used beyond `max`: a cache, never the truth.
  const lists = new LRUCache<string, Offer[]>({ max });
  const serialised = new LRUCache<string, string[]>({ max });
  const searches = new LRUCache<string, StoredSearch>({ max: max * 16 });
  const answers = new LRUCache<string, EncodedJson>({
    maxSize: maxAnswerBytes,
    sizeCalculation: (answer) => Math.max(answer.body.length, 1),
  });
  return {
    getAnswer: (key: string) => answers.get(key),
    rememberAnswer: (key: string, answer: EncodedJson) => void answers.set(key, answer),
    get: (key: string) => lists.get(key),
    remember: (key: string, offers: Offer[]) => void lists.set(key, offers),
    getSerialised: (key: string) => serialised.get(key),
    rememberSerialised: (key: string, offers: string[]) => void serialised.set(key, offers),
    getSearch: (routingId: string) => searches.get(routingId),
    rememberSearch: (search: StoredSearch) => void searches.set(search.routingId, search),
  };
}
export type OfferCache = ReturnType<typeof createOfferCache>;

/** This process's offer lists, shared by every request it serves. */
const processOfferCache = createOfferCache();

export function createSearchStore(db: Database, offerCache: OfferCache = processOfferCache) {
  return {
    async addSearch(search: NewSearch, offers: Offer[], now: Date): Promise<StoredSearch> {
      const createdAt = now.getTime();
      const stored = { ...search, routingId: randomUUID(), createdAt, expiresAt: createdAt + SEARCH_TTL_MS };
      await db.delete(flightSearches).where(lte(flightSearches.expiresAt, now));
      await db.insert(flightSearches).values({
        routingId: stored.routingId,
        clubId: stored.clubId,
        search: toRow(stored),
        expiresAt: new Date(stored.expiresAt),
      });
      offerCache.remember(stored.offersKey, offers);
      offerCache.rememberSearch(stored);
      return stored;
    },
    /** The live search of this club, or null when it is unknown, expired or another club's. */
    async findSearch(routingId: string, clubId: number, now: Date): Promise<StoredSearch | null> {
      const remembered = offerCache.getSearch(routingId);
      if (remembered) {
        const live = remembered.clubId === clubId && remembered.expiresAt > now.getTime();
        return live ? remembered : null;
      }
      const [row] = await db
        .select({ search: flightSearches.search })
        .from(flightSearches)
        .where(
          and(
            eq(flightSearches.routingId, routingId),
            eq(flightSearches.clubId, clubId),
            gt(flightSearches.expiresAt, now),
          ),
        );
      if (!row) return null;
      const search = fromRow(row.search as SearchRow);
      offerCache.rememberSearch(search);
      return search;
    },
    /** The search's offers, regenerated with `generate` when this process's cache does not hold them. */
    offersOf(search: StoredSearch, generate: () => Offer[]): Offer[] {
      const offers = offerCache.get(search.offersKey) ?? generate();
      offerCache.remember(search.offersKey, offers);
      return offers;
    },
    /**
     * The search's offers as JSON, one string per offer, in a language (`variant`: what the
     * `serialise` function depends on), from `offers` when this process has not serialised them yet.
     */
    serialisedOffersOf(search: StoredSearch, variant: string, serialise: () => string[]): string[] {
      const key = `${search.offersKey}\u0000${variant}`;
      const offers = offerCache.getSerialised(key) ?? serialise();
      offerCache.rememberSerialised(key, offers);
      return offers;
    },
    /**
     * A complete search's poll answer (`key`: what it depends on besides the search), encoded by
     * `encode` when this process has not answered it yet. Only for a search whose every offer is
     * released: its answer never changes until it expires, and then `findSearch` finds nothing.
     */
    async finishedAnswer(
      search: StoredSearch,
      key: string,
      encode: () => Promise<EncodedJson>,
    ): Promise<EncodedJson> {
      const fullKey = `${search.routingId}\u0000${key}`;
      const known = offerCache.getAnswer(fullKey);
      if (known) return known;
      const answer = await encode();
      offerCache.rememberAnswer(fullKey, answer);
      return answer;
    },
    async addFare(fare: NewFare, now: Date): Promise<StoredFare> {
      const createdAt = now.getTime();
      const stored = { ...fare, fareToken: randomUUID(), createdAt, expiresAt: createdAt + FARE_TTL_MS };
      await db.delete(flightFares).where(lte(flightFares.expiresAt, now));
      await db.insert(flightFares).values({
        fareToken: stored.fareToken,
        clubId: stored.clubId,
        fare: stored,
        expiresAt: new Date(stored.expiresAt),
      });
      return stored;
    },
    /** A revalidated fare until it expires, else null. */
    findFare(fareToken: string, now: Date): Promise<StoredFare | null> {
      return getFare(db, fareToken, now);
    },
  };
}

export type SearchStore = ReturnType<typeof createSearchStore>;

/**
 * The fare a `fareToken` from revalidate names, or null once it expired (20 minutes) or never
 * existed. A booking route calls `getFare(db, token, c.var.services.now())` and checks `clubId`.
 */
export async function getFare(db: Database, fareToken: string, now: Date): Promise<StoredFare | null> {
  const [row] = await db
    .select({ fare: flightFares.fare })
    .from(flightFares)
    .where(and(eq(flightFares.fareToken, fareToken), gt(flightFares.expiresAt, now)));
  return row ? (row.fare as StoredFare) : null;
}
