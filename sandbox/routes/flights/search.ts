import type { Database } from '../../db/client';
import { APP_TIME_ZONE, todayIn } from '../../lib/calendar';
import { ApiError } from '../../lib/errors';
import { success } from '../../lib/envelope';
import { acceptsGzip, encodeJson, type EncodedJson } from '../../lib/json-answer';
import { recordSearchPoll } from '../../lib/metrics/record';
import { airlineList } from '../../lib/airlines/catalog';
import { namesInArabic, offerInLanguage } from '../../lib/airlines/arabic-names';
import { listBlacklistedAirports } from '../blacklist/repository';
import { resolveCurrency } from '../currencies/repository';
import { airportDirectory } from '../../lib/flight-offers/airports';
import { progressAt, releaseSchedule } from './batches';
import {
  generateOffers,
  searchSeed,
  type Cabin,
  type Offer,
  type SearchQuery,
} from '../../lib/flight-offers';
import type { StartRoutingBody } from './schemas';
import type { SearchStore, StoredSearch } from './repository';

export interface SearchDeps {
  db: Database;
  clubId: number;
  store: SearchStore;
  now: Date;
  /** The `Currency-Preference` header, when sent. */
  currencyPreference: string | undefined;
}

/** The airports this club does not sell (they are left out of every itinerary). */
export async function blacklistOf(db: Database, clubId: number): Promise<Set<string>> {
  return new Set((await listBlacklistedAirports(db, clubId)).map((entry) => entry.airportCode));
}

/** A 400 naming `path` unless `code` is a known airport this club sells. */
export function checkAirport(code: string, path: string, blacklist: ReadonlySet<string>): void {
  const upper = code.toUpperCase();
  if (!airportDirectory.find(upper)) throw new ApiError(400, `${path}: unknown airport ${upper}`);
  if (blacklist.has(upper)) throw new ApiError(400, `${path}: ${upper} is not available on this site`);
}

/** The checks zod cannot make: the calendar, the airport list, the club's blacklist, the airline catalog. */
async function validateAgainstData(
  body: StartRoutingBody,
  deps: SearchDeps,
  today: string,
): Promise<Set<string>> {
  const blacklist = await blacklistOf(deps.db, deps.clubId);
  body.legs.forEach((leg, i) => {
    if (leg.date < today)
      throw new ApiError(400, `legs.${i}.date: must not be in the past (today is ${today})`);
    for (const field of ['origin', 'destination'] as const)
      checkAirport(leg[field], `legs.${i}.${field}`, blacklist);
  });
  const airline = body.airline?.toUpperCase();
  if (airline && !airlineList().some((entry) => entry.airlineCode === airline))
    throw new ApiError(400, `airline: unknown airline code ${airline}`);
  return blacklist;
}

export function queryOf(body: StartRoutingBody, excludedAirports: ReadonlySet<string>): SearchQuery {
  return {
    legs: body.legs.map((leg) => ({
      origin: leg.origin.toUpperCase(),
      destination: leg.destination.toUpperCase(),
      date: leg.date,
    })),
    cabin: body.cabin as Cabin,
    passengers: { adults: body.adults, children: body.children, infants: body.infants },
    airline: body.airline ? body.airline.toUpperCase() : null,
    excludedAirports,
  };
}

export function offersOfSearch(search: StoredSearch, store: SearchStore): Offer[] {
  return store.offersOf(search, () => generateOffers(search.query, airportDirectory, search.currency));
}

/**
 * A poll's answer as JSON text, with the offers serialised once per search and language by this
 * process (see OfferCache): the same text `JSON.stringify(success(poll))` would give, with the
 * airlines named in the request's language.
 */
export function pollSearchJson(
  search: StoredSearch,
  offset: number,
  store: SearchStore,
  now: Date,
  language: string | undefined,
): string {
  const { offers, ...progress } = pollSearch(search, offset, store, now);
  recordSearchPoll('flights', progress, offset);
  if (offers.length === 0) return JSON.stringify(success({ ...progress, offers }));
  const serialised = store.serialisedOffersOf(search, namesInArabic(language) ? 'ar' : 'en', () =>
    offersOfSearch(search, store).map((offer) => JSON.stringify(offerInLanguage(offer, language))),
  );
  const marker = `offers-of-${search.routingId}`;
  const envelope = JSON.stringify(success({ ...progress, offers: marker }));
  const slice = `[${serialised.slice(offset, offset + offers.length).join(',')}]`;
  return envelope.replace(JSON.stringify(marker), () => slice);
}

/**
 * A poll's answer as it goes out (pollSearchJson's JSON, gzipped when the caller accepts it). A
 * complete search's answer is kept by this process (see createOfferCache) and only counted again.
 */
export async function pollSearchAnswer(
  search: StoredSearch,
  offset: number,
  store: SearchStore,
  now: Date,
  language: string | undefined,
  acceptEncoding: string | undefined,
): Promise<EncodedJson> {
  const encode = () => encodeJson(pollSearchJson(search, offset, store, now, language), acceptEncoding);
  const { complete } = progressAt(search.schedule, now.getTime() - search.createdAt);
  if (!complete || offset > search.total) return encode();
  // What the answer depends on besides the search: the offset, the airlines' language, the encoding.
  const key = [offset, namesInArabic(language) ? 'ar' : 'en', acceptsGzip(acceptEncoding) ? 'gzip' : ''].join(
    '\u0000',
  );
  let answered = true;
  const answer = await store.finishedAnswer(search, key, () => {
    answered = false; // pollSearchJson counts this poll
    return encode();
  });
  // A poll answered from what this process kept is still a poll (the metric of completed searches).
  if (answered)
    recordSearchPoll('flights', { complete, total: search.total, nextOffset: search.total }, offset);
  return answer;
}

/** Validates, generates every offer at once and stores the search; offers are released over time. */
export async function startSearch(body: StartRoutingBody, deps: SearchDeps): Promise<StoredSearch> {
  const today = todayIn(APP_TIME_ZONE, deps.now);
  const blacklist = await validateAgainstData(body, deps, today);
  const currency = await resolveCurrency(deps.db, deps.clubId, deps.currencyPreference);
  const query = queryOf(body, blacklist);
  const offers = generateOffers(query, airportDirectory, currency);
  const seed = searchSeed(query);
  const offersKey = [seed, query.airline, [...blacklist].sort().join(' '), currency.code, currency.rate].join(
    '|',
  );
  return deps.store.addSearch(
    {
      clubId: deps.clubId,
      tripType: body.tripType,
      query,
      currency,
      offersKey,
      total: offers.length,
      schedule: releaseSchedule(seed, offers.length),
    },
    offers,
    deps.now,
  );
}

/** The offers released since `offset`, with how far the search has got. */
export function pollSearch(search: StoredSearch, offset: number, store: SearchStore, now: Date) {
  if (offset > search.total)
    throw new ApiError(400, `offset: must not exceed the number of offers (${search.total})`);
  const { released, progress, complete } = progressAt(search.schedule, now.getTime() - search.createdAt);
  const offers = offset < released ? offersOfSearch(search, store).slice(offset, released) : [];
  return {
    routingId: search.routingId,
    complete,
    progress,
    total: search.total,
    offers,
    nextOffset: Math.max(offset, released),
    currency: search.currency.code,
  };
}
