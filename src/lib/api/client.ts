import type { AxiosInstance } from 'axios';
import type { ApiClientOptions } from './configureClient';

export type { ApiClientOptions } from './configureClient';

/** What callers use of the client: the request methods. */
export type ApiClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'patch' | 'delete'> & {
  /** The club API's address as the browser reaches it (for URLs a widget fetches by itself). */
  readonly baseURL: string;
  /**
   * Starts loading the client's code (axios and the token code) without making a call, for a page
   * that calls the API as soon as it can (a search waiting for the saved preferences): the code
   * then downloads while it waits, not after. Optional so that a test's fake client need not have it.
   */
  preload?: () => Promise<void>;
};

/** The response envelope of the club API. Callers read `response.data.data`. */
export interface Envelope<T> {
  data: T;
  message: string;
  statusCode: number;
}

/**
 * The one axios factory: adds the headers of spec section 7 to every call and turns every failure
 * into an ApiError (configureClient.ts). No default timeout, as the specification says. axios and
 * the interceptors are loaded on the first call, so they are not part of any page's first-load
 * JavaScript.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let instance: Promise<AxiosInstance> | undefined;
  // axios and the token code download at once: one after the other, each paid a round trip (about
  // 560 ms on a phone network) before a page's first call could go out (docs/performance.md).
  // The interceptors (and the error mapping) come with axios, not with the page.
  const load = () =>
    (instance ??= Promise.all([
      import('axios'),
      import('./configureClient'),
      options.preloadToken?.().catch(() => undefined),
    ]).then(([{ default: axios }, { configureClient }]) => configureClient(axios, options)));
  return {
    baseURL: options.baseURL,
    preload: () => load().then(() => undefined),
    get: ((...args: Parameters<AxiosInstance['get']>) =>
      load().then((c) => c.get(...args))) as AxiosInstance['get'],
    post: ((...args: Parameters<AxiosInstance['post']>) =>
      load().then((c) => c.post(...args))) as AxiosInstance['post'],
    put: ((...args: Parameters<AxiosInstance['put']>) =>
      load().then((c) => c.put(...args))) as AxiosInstance['put'],
    patch: ((...args: Parameters<AxiosInstance['patch']>) =>
      load().then((c) => c.patch(...args))) as AxiosInstance['patch'],
    delete: ((...args: Parameters<AxiosInstance['delete']>) =>
      load().then((c) => c.delete(...args))) as AxiosInstance['delete'],
  };
}
