import { describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError, GENERIC_ERROR_MESSAGE, errorText, knownFieldError } from './errors';

function clientWith(answer: { status: number; data: unknown }, overrides: Partial<ApiClientOptions> = {}) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
    if (answer.status >= 400) {
      const error = Object.assign(new Error(`status ${answer.status}`), {
        isAxiosError: true,
        response,
        config,
      });
      throw error;
    }
    return response;
  };
  const onUnauthorized = vi.fn();
  let currentAdapter: AxiosAdapter;
  const client = createApiClient({
    adapter: (config) => currentAdapter(config),
    baseURL: 'http://api.test',
    apiKey: 'key-12345678',
    version: '1',
    clubId: 101,
    getLanguage: () => 'AR',
    getCurrency: () => 'sar',
    getToken: () => null,
    onUnauthorized,
    ...overrides,
  });
  currentAdapter = adapter;
  const setAdapter = (next: AxiosAdapter) => {
    currentAdapter = next;
  };
  return { client, seen, onUnauthorized, setAdapter };
}

describe('createApiClient', () => {
  it('sends the headers of spec section 7 on every call', async () => {
    const { client, seen } = clientWith({ status: 200, data: { data: [] } }, { getToken: () => 'tok' });
    await client.get('/flight/airline/list');
    const headers = seen[0]!.headers;
    expect(headers.get('apikey')).toBe('key-12345678');
    expect(headers.get('version')).toBe('1');
    expect(headers.get('language')).toBe('ar');
    expect(headers.get('Whitelabel-Id')).toBe('101');
    expect(headers.get('Currency-Preference')).toBe('SAR');
    expect(headers.get('Authorization')).toBe('Bearer tok');
  });

  it('leaves out Authorization and Currency-Preference when there is none', async () => {
    const { client, seen } = clientWith({ status: 200, data: {} }, { getCurrency: () => null });
    await client.get('/x');
    expect(seen[0]!.headers.get('Authorization')).toBeUndefined();
    expect(seen[0]!.headers.get('Currency-Preference')).toBeUndefined();
  });

  it('ends the session on a 401 to an authenticated call', async () => {
    const { client, onUnauthorized } = clientWith(
      { status: 401, data: { message: 'Token revoked' } },
      { getToken: () => 'tok' },
    );
    await expect(client.get('/auth/profile')).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Token revoked',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not end a session that was never there (a wrong password answers 401 too)', async () => {
    const { client, onUnauthorized } = clientWith({ status: 401, data: { message: 'Wrong password' } });
    await expect(client.post('/auth/login-with-password')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps a token the call names itself, and its 401 does not end the session', async () => {
    const { client, seen, onUnauthorized } = clientWith(
      { status: 401, data: { message: 'Reset link expired' } },
      { getToken: () => 'session-token' },
    );
    await expect(
      client.post('/auth/reset-password', {}, { headers: { Authorization: 'Bearer reset-token' } }),
    ).rejects.toMatchObject({ status: 401, serverMessage: 'Reset link expired' });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer reset-token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('normalises an error without a message to the generic text', async () => {
    const { client } = clientWith({ status: 500, data: '<html>' });
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(GENERIC_ERROR_MESSAGE);
    expect((error as ApiError).serverMessage).toBeNull();
    expect(errorText(error, 'ترجمة')).toBe('ترجمة');
  });

  it('keeps the server message when there is one', async () => {
    const { client } = clientWith({ status: 400, data: { message: 'Booking not found', statusCode: 400 } });
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(errorText(error, 'generic')).toBe('Booking not found');
  });

  it('never shows a raw field error ("field: …"): the generic text stands in, known ones get a key', async () => {
    const { client } = clientWith({ status: 400, data: { message: 'domain: Required', statusCode: 400 } });
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(errorText(error, 'generic')).toBe('generic');
    expect(knownFieldError(error)).toBeNull();
    const upload = await clientWith({
      status: 400,
      data: { message: 'file: must be a PDF, JPEG, PNG or WebP file', statusCode: 400 },
    })
      .client.get('/x')
      .catch((e: unknown) => e);
    expect(knownFieldError(upload)).toEqual({ field: 'file', key: 'file_type' });
  });

  it('treats a network failure as status 0 with the generic text', async () => {
    const { client, setAdapter } = clientWith({ status: 200, data: {} });
    setAdapter(async () => {
      throw Object.assign(new Error('Network Error'), { isAxiosError: true });
    });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 0, message: GENERIC_ERROR_MESSAGE });
  });

  it('loads the token code with axios, once, whether a page preloads or calls first', async () => {
    let release!: () => void;
    const tokenCode = new Promise<void>((resolve) => {
      release = resolve;
    });
    const preloadToken = vi.fn(() => tokenCode);
    const { client, seen } = clientWith({ status: 200, data: {} }, { preloadToken });
    const preloaded = client.preload?.();
    // Asked for at once, before any call and before axios has arrived.
    expect(preloadToken).toHaveBeenCalledTimes(1);
    const call = client.get('/x');
    release();
    await preloaded;
    await call;
    expect(preloadToken).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
  });

  it('still calls when the token code could not be loaded ahead', async () => {
    const { client, seen } = clientWith(
      { status: 200, data: {} },
      { preloadToken: () => Promise.reject(new Error('chunk failed')), getToken: () => 'tok' },
    );
    await client.get('/x');
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok');
  });
});
