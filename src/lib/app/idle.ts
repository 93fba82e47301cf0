/**
 * Work the page does not need for its first view — the shell's storage writes, the session check,
 * the currency data, the visitor's country — waits until the browser is idle after hydration, each
 * piece in a task of its own, rather than running in the task that hydrates the page (which holds
 * back the first click and counts as blocking time). `timeout` bounds the wait on a page that is
 * never idle.
 */

/** The latest a task waits for an idle moment, in ms. */
export const IDLE_TIMEOUT_MS = 2000;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `task` once the browser is idle (or after `timeout` ms at the latest); returns a cancel. */
export function whenIdle(task: () => void, timeout: number = IDLE_TIMEOUT_MS): () => void {
  const w = window as IdleWindow;
  if (typeof w.requestIdleCallback === 'function') {
    const handle = w.requestIdleCallback(task, { timeout });
    return () => w.cancelIdleCallback?.(handle);
  }
  // Safari has no requestIdleCallback: a task of its own, after the page's pending work.
  const timer = window.setTimeout(task, 1);
  return () => window.clearTimeout(timer);
}

/**
 * Runs `task` in a task of its own just after the next frame is painted: the event that asked for
 * it paints first, and the work is done before the visitor's next move rather than in it (an idle
 * moment may not come while they type). Returns a cancel.
 */
export function afterPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
