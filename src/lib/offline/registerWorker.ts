import { Serwist } from '@serwist/window';

/**
 * Registers the service worker (src/app/sw.js/route.ts), naming the club API's base URL so it knows
 * which calls are the API's. Loaded with `import()` once the page has loaded: Serwist's window
 * code is no part of any page's first load.
 */
export async function registerWorker(apiBaseUrl: string): Promise<void> {
  const worker = new Serwist(`/sw.js?api=${encodeURIComponent(apiBaseUrl)}`, { scope: '/', type: 'classic' });
  await worker.register({ immediate: true });
}
