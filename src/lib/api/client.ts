import type { AxiosAdapter, AxiosInstance, AxiosStatic } from 'axios';
import { isAxiosErrorLike, toApiError } from './errors';

export interface ApiClientOptions {
  baseURL: string;
  apiKey: string;
  version: string;
  clubId: number;
  getLanguage: () => string;
  getCurrency: () => string | null;
  /** The session token; may answer later (the site loads its cookie code only when a call is made). */
  getToken: () => string | null | Promise<string | null>;
  /**
   * Loads what `getToken` needs (the site's token-cookie code), started together with axios: the
   * first call then waits for one round of downloads, not for axios and then the cookie code.
   */
  preloadToken?: () => Promise<unknown>;
  /** Called once per 401 answer to an authenticated call: clear the session and go to `/`. */
  onUnauthorized: () => void;
  /** Tests answer calls here instead of the network. */
  adapter?: AxiosAdapter;
}

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
 * into an ApiError. No default timeout, as the specification says. axios itself is loaded on the
 * first call, so it is not part of any page's first-load JavaScript.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let instance: Promise<AxiosInstance> | undefined;
  // axios and the token code download at once: one after the other, each paid a round trip (about
  // 560 ms on a phone network) before a page's first call could go out (docs/performance.md).
  const load = () =>
    (instance ??= Promise.all([import('axios'), options.preloadToken?.().catch(() => undefined)]).then(
      ([{ default: axios }]) => configureClient(axios, options),
    ));
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

function configureClient(axios: AxiosStatic, options: ApiClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const sessionCalls = new WeakSet<object>();

  client.interceptors.request.use(async (config) => {
    config.headers.set('apikey', options.apiKey);
    config.headers.set('version', options.version);
    config.headers.set('language', (options.getLanguage() || 'en').toLowerCase());
    config.headers.set('Whitelabel-Id', String(options.clubId));
    const currency = options.getCurrency();
    if (currency) config.headers.set('Currency-Preference', currency.toUpperCase());
    // A call that names its own token (a password-reset token, say) keeps it; others get the session's.
    if (!config.headers.has('Authorization')) {
      const token = await options.getToken();
      if (token) {
        config.headers.set('Authorization', `Bearer ${token}`);
        sessionCalls.add(config);
      }
    }
    return config;
  });

  client.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      const apiError = toApiError(error);
      // Only a 401 to a call made with the session's token ends the session: a wrong password at
      // login, or an expired reset token, is the form's business.
      const withSession =
        isAxiosErrorLike(error) && error.config !== undefined && sessionCalls.has(error.config);
      if (apiError.status === 401 && withSession) options.onUnauthorized();
      return Promise.reject(apiError);
    },
  );

  return client;
}
