import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import type { ApiClient } from './client';
import { ApiError, toApiError } from './errors';

/** One call of the club API, as an RTK Query endpoint's `query` describes it. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The JSON (or FormData) body of a POST, PUT or PATCH. */
  body?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: Record<string, string>;
  /** A multipart upload's progress, as axios reports it (the agent's logo and documents). */
  onUploadProgress?: AxiosRequestConfig['onUploadProgress'];
  /**
   * Milliseconds after which a call still unanswered is given up: it fails without a status (0),
   * like a lost connection, and is aborted. The time counts from the call, so it covers loading
   * the client's code as well as the answer. None by default (the client has no default timeout):
   * only a read that a page would otherwise wait on forever sets one (the booking confirmation).
   */
  timeout?: number;
}

/** What an endpoint's `transformResponse` gets beside the body: the answer's status. */
export interface ApiResponseMeta {
  status: number;
}

/**
 * The store's thunk extra argument: the tab's API client, read when a call is made (the client is
 * created after the store, whose language and currency its headers read).
 */
export interface ApiThunkExtra {
  api: () => ApiClient;
}

/**
 * An endpoint's `queryFn` over a call written against the API client (one that reads its answer in
 * its own way: a 406 that means "not registered", a file as a Blob), made with the tab's client as
 * every endpoint is; a failure is the client's `ApiError`, as from the base query.
 */
export function clientCall<Arg, Data>(call: (client: ApiClient, arg: Arg) => Promise<Data>) {
  return async (arg: Arg, { extra }: BaseQueryApi): Promise<{ data: Data } | { error: ApiError }> => {
    try {
      return { data: await call((extra as ApiThunkExtra).api(), arg) };
    } catch (error) {
      return { error: toApiError(error) };
    }
  };
}

/**
 * RTK Query's base query over the site's one axios client, so every endpoint gets its headers,
 * its 401 handling and its errors: a failure is the client's `ApiError`, unchanged (components
 * read it with `errorText`, `knownFieldError` and `rateLimitWait` as before). The answer's body is
 * the club API's envelope; endpoints unwrap `data` in `transformResponse`.
 */
export const axiosBaseQuery: BaseQueryFn<
  ApiRequest | string,
  unknown,
  ApiError,
  object,
  ApiResponseMeta
> = async (request, { extra, signal }) => {
  const {
    url,
    method = 'GET',
    body,
    params,
    headers,
    onUploadProgress,
    timeout,
  } = typeof request === 'string' ? ({ url: request } as ApiRequest) : request;
  const limit = timeout === undefined ? null : timeLimit(timeout, signal);
  const config: AxiosRequestConfig = { params, headers, signal: limit?.signal ?? signal, onUploadProgress };
  try {
    const client = (extra as ApiThunkExtra).api();
    const call =
      method === 'GET'
        ? client.get(url, config)
        : method === 'DELETE'
          ? client.delete(url, { ...config, data: body })
          : client[method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'patch'](url, body, config);
    const response = await (limit ? Promise.race([call, limit.ranOut]) : call);
    return { data: response.data, meta: { status: response.status } };
  } catch (error) {
    return { error: toApiError(error) };
  } finally {
    limit?.clear();
  }
};

/**
 * A call's time limit: `ranOut` rejects (status 0) after `ms`, and then `signal` aborts the call;
 * `signal` also aborts with RTK Query's own (a query no longer wanted).
 */
function timeLimit(ms: number, outer: AbortSignal) {
  const controller = new AbortController();
  const follow = () => controller.abort(outer.reason);
  outer.addEventListener('abort', follow);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ranOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ApiError(0, null));
    }, ms);
  });
  return {
    signal: controller.signal,
    ranOut,
    clear() {
      clearTimeout(timer);
      outer.removeEventListener('abort', follow);
    },
  };
}
