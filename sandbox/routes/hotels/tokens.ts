import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { CurrencyRate, Occupancy } from '../../lib/hotel-inventory';
import type { AppServices } from '../../lib/services';

/**
 * A hotel search and a checked rate travel as signed tokens (JWT, HS256, a key of their own derived
 * from the server secret): they carry everything needed to answer for them, so any instance of the
 * API can, and nothing is kept in memory. A token of another kind, club or key is refused.
 */

export const SEARCH_LIFETIME_SECONDS = 30 * 60;
export const RATE_LIFETIME_SECONDS = 20 * 60;

type Kind = 'hotel-search' | 'hotel-rate';

function keyOf(services: AppServices, kind: Kind): Uint8Array {
  return createHash('sha256').update(`${kind}\0`).update(services.jwtKey).digest();
}

export interface SearchClaims {
  clubId: number;
  searchType: 'CITY' | 'HOTEL';
  destinationId: number;
  checkIn: string;
  checkOut: string;
  rooms: Occupancy[];
  currency: CurrencyRate;
  /** Milliseconds since 1970 when the search started (its batches are timed from it). */
  startedAt: number;
}

export interface RateClaims {
  clubId: number;
  hotelId: number;
  checkIn: string;
  checkOut: string;
  rooms: Occupancy[];
  rateIds: string[];
  currency: CurrencyRate;
  /** When the rate was checked: its prices and cancellation terms are as of then. */
  checkedAt: number;
}

async function sign(services: AppServices, kind: Kind, claims: object, lifetime: number, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: kind })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetime)
    .sign(keyOf(services, kind));
  return { token, expiresAt: new Date((issuedAt + lifetime) * 1000).toISOString() };
}

async function verify<T extends { clubId: number }>(
  services: AppServices,
  kind: Kind,
  token: string,
  clubId: number,
): Promise<T | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(services, kind), {
      algorithms: ['HS256'],
      typ: kind,
      currentDate: services.now(),
    });
    return payload.clubId === clubId ? (payload as unknown as T) : null;
  } catch {
    return null;
  }
}

export const signSearch = (services: AppServices, claims: SearchClaims, now: Date) =>
  sign(services, 'hotel-search', claims, SEARCH_LIFETIME_SECONDS, now);

export const verifySearch = (services: AppServices, token: string, clubId: number) =>
  verify<SearchClaims>(services, 'hotel-search', token, clubId);

export const signRate = (services: AppServices, claims: RateClaims, now: Date) =>
  sign(services, 'hotel-rate', claims, RATE_LIFETIME_SECONDS, now);

export const verifyRate = (services: AppServices, token: string, clubId: number) =>
  verify<RateClaims>(services, 'hotel-rate', token, clubId);
