import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { apiStore } from '@tests/mocks/apiStore';
import { failure, ok, type FakeRoute } from '@tests/mocks/fakeApi';
import { apiSlice, envelopeData } from './apiSlice';
import { makeStore } from './makeStore';

/** A probe endpoint pair over the real base query: a tagged read and a change that makes it stale. */
const probeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    probeList: build.query<string[], void>({
      query: () => '/probe',
      transformResponse: envelopeData<string[]>,
      providesTags: ['SavedTravellers'],
    }),
    probeAdd: build.mutation<string, string>({
      query: (name) => ({ url: '/probe', method: 'POST', body: { name } }),
      transformResponse: envelopeData<string>,
      invalidatesTags: ['SavedTravellers'],
    }),
  }),
});

function storeWith(routes: Record<string, FakeRoute>, token: string | null = null) {
  return apiStore(routes, { token, language: 'ar', currency: 'SAR' });
}

describe('the API slice', () => {
  it('calls through the site client, with its headers, and unwraps the envelope', async () => {
    const { store, fake } = storeWith({ 'GET /probe': ok(['a']) }, 'tok');
    const result = await store.dispatch(probeApi.endpoints.probeList.initiate());
    expect(result.data).toEqual(['a']);
    const headers = fake.calls[0]!.headers;
    expect(headers.get('apikey')).toBe('key-12345678');
    expect(headers.get('language')).toBe('ar');
    expect(headers.get('Currency-Preference')).toBe('SAR');
    expect(headers.get('Whitelabel-Id')).toBe('101');
    expect(headers.get('Authorization')).toBe('Bearer tok');
  });

  it('fails with the client ApiError unchanged, and a 401 to a session call still ends the session', async () => {
    const { store, onUnauthorized } = storeWith({ 'GET /probe': failure(401, 'Expired') }, 'tok');
    const result = await store.dispatch(probeApi.endpoints.probeList.initiate());
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({ status: 401, serverMessage: 'Expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reads a tagged list again after a change that invalidates it', async () => {
    let list = ['a'];
    const { store, fake } = storeWith({
      'GET /probe': () => ok(list),
      'POST /probe': (call) => {
        list = [...list, String(call.body?.name)];
        return ok(call.body?.name);
      },
    });
    const subscription = store.dispatch(probeApi.endpoints.probeList.initiate());
    await subscription;
    await store.dispatch(probeApi.endpoints.probeAdd.initiate('b')).unwrap();
    await vi.waitFor(() =>
      expect(probeApi.endpoints.probeList.select()(store.getState()).data).toEqual(['a', 'b']),
    );
    expect(fake.callsTo('GET /probe')).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('answers an ApiError, not a crash, in a store made without a client', async () => {
    const store = makeStore({ language: 'en', currency: 'USD' });
    const result = await store.dispatch(probeApi.endpoints.probeList.initiate());
    expect(result.error).toBeInstanceOf(ApiError);
    expect((result.error as ApiError).status).toBe(0);
  });
});
