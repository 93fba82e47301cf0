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

/** The client's axios instance with the headers of spec section 7 and the errors made ApiErrors. */
export function configureClient(axios: AxiosStatic, options: ApiClientOptions): AxiosInstance {
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
