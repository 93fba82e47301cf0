/**
 * Loads code the page fetches after its first load (the loader of a `dynamic()` or `lazy()`
 * component) so that a connection lost meanwhile does not break the page: a load that fails while
 * the browser is offline is tried again once it is back online, and stays pending until then (the
 * component's Suspense fallback or `loading` shows meanwhile). Online, a failure is thrown as before.
 *
 * Without it, a part loaded when the browser is first idle (the local-storage writes, the header's
 * preferences, the home page's search forms) whose file could not be fetched because the visitor
 * had just gone offline threw a ChunkLoadError while rendering, which only the root's error boundary
 * caught: the whole document, its <title> and the offline dialog with it, gave way to "Something
 * went wrong" (e2e/shell.spec.ts saw a page without a title under axe).
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (typeof window === 'undefined' || navigator.onLine !== false) throw error;
    await new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
    return loadWhenOnline(load);
  });
}
