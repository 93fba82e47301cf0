import axios, { isAxiosError, type AxiosInstance } from 'axios';
import { toApiError } from './errors';

export interface ApiClientOptions {
  baseURL: string;
  apiKey: string;
  version: string;
  clubId: number;
  getLanguage: () => string;
  getCurrency: () => string | null;
  getToken: () => string | null;
  /** Called once per 401 answer to an authenticated call: clear the session and go to `/`. */
  onUnauthorized: () => void;
}

/** The response envelope of the club API. Callers read `response.data.data`. */
export interface Envelope<T> {
  data: T;
  message: string;
  statusCode: number;
}

/**
 * The one axios factory: adds the headers of spec section 7 to every call and turns every failure
 * into an ApiError. No default timeout, as the specification says.
 */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const client = axios.create({ baseURL: options.baseURL });
  const sessionCalls = new WeakSet<object>();

  client.interceptors.request.use((config) => {
    config.headers.set('apikey', options.apiKey);
    config.headers.set('version', options.version);
    config.headers.set('language', (options.getLanguage() || 'en').toLowerCase());
    config.headers.set('Whitelabel-Id', String(options.clubId));
    const currency = options.getCurrency();
    if (currency) config.headers.set('Currency-Preference', currency.toUpperCase());
    // A call that names its own token (a password-reset token, say) keeps it; others get the session's.
    if (!config.headers.has('Authorization')) {
      const token = options.getToken();
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
      const withSession = isAxiosError(error) && error.config !== undefined && sessionCalls.has(error.config);
      if (apiError.status === 401 && withSession) options.onUnauthorized();
      return Promise.reject(apiError);
    },
  );

  return client;
}
