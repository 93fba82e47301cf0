/**
 * A club API at the axios adapter level: calls are answered from a route table ("METHOD /path") and
 * recorded, so components run with the real client, interceptors and error handling.
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export interface FakeCall {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  /** The query (axios `params`). */
  params: Record<string, unknown> | undefined;
  headers: InternalAxiosRequestConfig['headers'];
  /** An upload's progress listener, as the client hands it to axios. */
  onUploadProgress?: InternalAxiosRequestConfig['onUploadProgress'];
}

export interface FakeAnswer {
  status: number;
  data: unknown;
  /** Response headers, lower case (e.g. `retry-after`). */
  headers?: Record<string, string>;
}

export type FakeRoute = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

/** The API's envelope around `data`. */
export function ok(data: unknown, status = 200, message = 'OK'): FakeAnswer {
  return { status, data: { data, message, statusCode: status } };
}

export function failure(status: number, message: string, headers?: Record<string, string>): FakeAnswer {
  return { status, data: { data: null, message, statusCode: status }, headers };
}

export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = (config.url ?? '').replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : undefined;
    const call: FakeCall = {
      method,
      path,
      body,
      params: config.params as FakeCall['params'],
      headers: config.headers,
      onUploadProgress: config.onUploadProgress,
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : failure(404, `No fake route for ${method} ${path}`);
    const response: AxiosResponse = {
      data: answer.data,
      status: answer.status,
      statusText: '',
      headers: answer.headers ?? {},
      config,
    };
    if (answer.status >= 400) {
      throw new AxiosError(
        `Request failed with status ${answer.status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
  };
  return {
    adapter,
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}
