import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Holds the browser's idle callbacks (`requestIdleCallback`) until the test runs them, as a page
 * whose main thread has not been idle yet. Undo with `vi.unstubAllGlobals()`.
 */
export function holdIdleCallbacks() {
  const queue = new Map<number, () => void>();
  let next = 0;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    next += 1;
    queue.set(next, callback);
    return next;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => queue.delete(handle));
  return {
    pending: () => queue.size,
    /** Runs the callbacks queued now, as one idle period would. */
    runOnce() {
      const due = [...queue.entries()];
      act(() => {
        for (const [handle, callback] of due) {
          queue.delete(handle);
          callback();
        }
      });
    },
  };
}
