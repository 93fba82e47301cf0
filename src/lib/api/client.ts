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

  client.interceptors.request.use((config) => {
    config.headers.set('apikey', options.apiKey);
    config.headers.set('version', options.version);
    config.headers.set('language', (options.getLanguage() || 'en').toLowerCase());
    config.headers.set('Whitelabel-Id', String(options.clubId));
    const currency = options.getCurrency();
    if (currency) config.headers.set('Currency-Preference', currency.toUpperCase());
    const token = options.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      const apiError = toApiError(error);
      // Only an authenticated call's 401 ends the session; a wrong password at login is not one.
      const wasAuthenticated = isAxiosError(error) && Boolean(error.config?.headers?.get('Authorization'));
      if (apiError.status === 401 && wasAuthenticated) options.onUnauthorized();
      return Promise.reject(apiError);
    },
  );

  return client;
}
