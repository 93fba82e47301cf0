import { createHash } from 'node:crypto';

/**
 * A stable 32-bit hash of a string (FNV-1a with a murmur3 finaliser): the generator's only source
 * of "randomness", so the same inputs always give the same schedules, prices and ids.
 */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) decided by `text`. */
export function unit(text: string): number {
  return hash32(text) / 4294967296;
}

/** An integer in [min, max] decided by `text`. */
export function intBetween(text: string, min: number, max: number): number {
  return min + (hash32(text) % (max - min + 1));
}

/** A number in [min, max) decided by `text`. */
export function between(text: string, min: number, max: number): number {
  return min + unit(text) * (max - min);
}

/** One element of a non-empty list, decided by `text`. */
export function pick<T>(text: string, items: readonly [T, ...T[]]): T {
  return items[hash32(text) % items.length] ?? items[0];
}

/** A 16-character hex id (64 bits of SHA-256) for offers. */
export function stableId(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
