import { selectRehydrated, type AppStore } from './makeStore';

/**
 * Resolves once the persisted state is back (see `startPersistence`), or after `timeoutMs` at the
 * latest, so nothing that waits on it can hang.
 */
export function whenRehydrated(store: AppStore, timeoutMs = 3000): Promise<void> {
  if (selectRehydrated(store.getState())) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = store.subscribe(() => {
      if (selectRehydrated(store.getState())) done();
    });
    const timer = setTimeout(done, timeoutMs);
  });
}
