import { LRUCache } from 'lru-cache';

/**
 * The ALTCHA proof of work costs ~20 ms at the base difficulty: cheap for a person, cheap for a
 * script. Each failed attempt from an address or for an e-mail (a wrong, expired or reused captcha,
 * a wrong password) makes the next challenges of that address and of that e-mail harder (a guesser
 * spread over many addresses still pays for each try at one e-mail; the site's captcha sends the
 * e-mail typed when it asks for its challenge): the search space grows 4× per recent failure, up to
 * 256× (and the library's ceiling), and comes back down as the failures age out of the window. A challenge
 * carries the difficulty it was issued at (signed), and a solution of an easier one than the address
 * now warrants is refused, so keeping old easy challenges in stock does not help.
 *
 * Counted in the process (a bounded LRU of addresses): with several API instances an address is
 * counted by each instance it reaches, which only makes the escalation slower, never absent.
 */

export const CAPTCHA_FAILURE_WINDOW_MS = 10 * 60_000;
const GROWTH = 4;
/** At most 4⁴ = 256× the base: hard for a script, still seconds for a person after many mistakes. */
const MAX_STEPS = 4;
export const MAX_ALTCHA_NUMBER = 10_000_000;
const MAX_TRACKED = 50_000;

export interface CaptchaCost {
  /** A failed attempt by this key (an address, or `email:<address>`: lib/captcha.ts emailCostKey). */
  recordFailure(key: string): void;
  /** The difficulty (ALTCHA maxnumber) the next challenge for these keys must have. */
  maxNumberFor(keys: readonly string[]): number;
}

export function createCaptchaCost(baseMaxNumber: number, now: () => number = Date.now): CaptchaCost {
  const failures = new LRUCache<string, number[]>({ max: MAX_TRACKED });
  const recent = (key: string) => {
    const since = now() - CAPTCHA_FAILURE_WINDOW_MS;
    return (failures.get(key) ?? []).filter((at) => at > since);
  };
  return {
    recordFailure(key) {
      const kept = recent(key);
      kept.push(now());
      // Past the ceiling more failures change nothing: keep the list short.
      failures.set(key, kept.slice(-16));
    },
    maxNumberFor(keys) {
      const count = Math.min(MAX_STEPS, Math.max(0, ...keys.map((key) => recent(key).length)));
      return Math.min(
        MAX_ALTCHA_NUMBER,
        Math.max(baseMaxNumber, Math.round(baseMaxNumber * GROWTH ** count)),
      );
    },
  };
}
