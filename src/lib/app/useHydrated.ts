import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates, true from the render after. Code that only runs
 * in the browser mounts behind it rather than through `dynamic(…, { ssr: false })`: that bails out
 * of server rendering, and the browser then pays for a recoverable error (building its component
 * stack) during hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
