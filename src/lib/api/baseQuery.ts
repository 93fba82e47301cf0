import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import type { ApiClient } from './client';
import { toApiError, type ApiError } from './errors';

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
  } = typeof request === 'string' ? ({ url: request } as ApiRequest) : request;
  const config: AxiosRequestConfig = { params, headers, signal, onUploadProgress };
  try {
    const client = (extra as ApiThunkExtra).api();
    const response =
      method === 'GET'
        ? await client.get(url, config)
        : method === 'DELETE'
          ? await client.delete(url, { ...config, data: body })
          : await client[method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'patch'](url, body, config);
    return { data: response.data, meta: { status: response.status } };
  } catch (error) {
    return { error: toApiError(error) };
  }
};
