import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import axios from 'axios';
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetTabApp } from '@/store/tabApp';
// The app's providers load persistence after the first paint, by a dynamic import. Loaded here
// once, it is already in the module cache when a test ends before that import would finish, so it
// is never loaded after the test's environment is torn down.
import '@/store/persist';

// findBy… and waitFor give up after 1 s by default: on CI's two cores, with the suites' workers
// sharing them, a lazily loaded step can take longer to appear, and tests failed only there. A
// longer wait changes no assertion: what must appear still must, and what must not still fails.
configure({ asyncUtilTimeout: 4000 });
// vi.waitFor gives up after 1 s too: the same longer wait for it, unless a test names its own.
const viWaitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  viWaitFor(
    callback,
    typeof options === 'number' ? options : { timeout: 4000, ...options },
  )) as typeof vi.waitFor;

const networkAdapter = axios.defaults.adapter;

/**
 * The site's tests read the clock as it was on 28 Nov 2026, 12:00 UTC. Their builders hold fixed
 * dates (a stay on 1–3 Dec 2026, free cancellation until 28 Nov 2026, 23:59 in Dubai), and what a
 * page shows depends on today (a past stay, a deadline gone): on a real clock those tests fail once
 * the dates pass. Only Date is faked, and it moves on with real time from that instant, so countdowns
 * and waits behave as before; timers stay real. A test that fakes timers itself replaces this clock.
 */
export const TEST_CLOCK_START = Date.parse('2026-11-28T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_CLOCK_START, shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  forgetTabApp();
  axios.defaults.adapter = networkAdapter;
  // What a test persisted (the session, a booking attempt and its key, drafts, a guest's pass) is
  // gone before the next test: no test starts from another's stored state, whatever their order.
  // (Tests that run in Node, `@vitest-environment node`, have no storage.)
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
