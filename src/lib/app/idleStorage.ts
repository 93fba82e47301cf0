import { whenIdle } from './idle';

const pending = new Map<string, string>();
let cancel: (() => void) | null = null;

function flush(): void {
  cancel?.();
  cancel = null;
  window.removeEventListener('pagehide', flush);
  for (const [key, value] of pending) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or refused (a private window): these keys are a courtesy copy, nothing reads them back.
    }
  }
  pending.clear();
}

/**
 * Writes `value` under `key` in localStorage at the browser's next idle moment, together with every
 * other write queued by then, in one task. The first access to localStorage loads the origin's
 * storage synchronously (142 ms at 4× CPU in a trace of the results pages' load), so it is kept out
 * of the task that hydrates the page. A later value for a key replaces the queued one; a page left
 * before the idle moment writes the queue as it goes (pagehide).
 */
export function setStorageItemWhenIdle(key: string, value: string): void {
  pending.set(key, value);
  if (cancel) return;
  cancel = whenIdle(flush);
  window.addEventListener('pagehide', flush);
}
