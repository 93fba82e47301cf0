import { createSlice } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it } from 'vitest';
import { injectableReducer } from './injectableReducer';
import { makeStore } from './makeStore';
import { persistKeyFor, startPersistence } from './persist';
import { setOnline } from './uiSlice';

afterEach(() => window.localStorage.clear());

const counter = createSlice({
  name: 'counter',
  initialState: { count: 0, label: 'none' },
  reducers: { increased: (state) => void (state.count += 1) },
});

describe('the injectable root reducer', () => {
  it('adds a slice later, keeps the state of keys it has no reducer for, and keeps unchanged state', () => {
    const reducer = injectableReducer<Record<string, unknown>>({});
    const start = reducer({ stored: { a: 1 } }, { type: 'anything' });
    expect(start).toEqual({ stored: { a: 1 } });
    expect(reducer(start, { type: 'anything' })).toBe(start);

    const injected = counter.injectInto(reducer);
    // Until the store holds it, the injected slice's selectors read its initial state.
    expect(injected.selectSlice(start as never)).toEqual({ count: 0, label: 'none' });
    const next = reducer(start, injected.actions.increased());
    expect(next).toEqual({ stored: { a: 1 }, counter: { count: 1, label: 'none' } });
  });

  it('merges a state restored before its slice came into the slice’s initial state, once', () => {
    const reducer = injectableReducer<Record<string, unknown>>({});
    counter.injectInto(reducer);
    const restored = reducer({ counter: { count: 4 } }, { type: 'anything' });
    expect(restored).toEqual({ counter: { count: 4, label: 'none' } });
    expect(reducer(restored, { type: 'anything' })).toBe(restored);
  });
});

describe('lazily added slices with the persistence', () => {
  const stored = (state: Record<string, unknown>) =>
    window.localStorage.setItem(
      `persist:${persistKeyFor(1)}`,
      JSON.stringify({
        ...Object.fromEntries(Object.entries(state).map(([key, value]) => [key, JSON.stringify(value)])),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
  const storedNow = () =>
    JSON.parse(window.localStorage.getItem(`persist:${persistKeyFor(1)}`) ?? '{}') as Record<string, string>;

  it('keeps what was stored for a slice whose code has not loaded, in the state and in storage', async () => {
    stored({ agentSignup: { step: 3, firstName: 'Layla' } });
    const store = makeStore({ language: 'en', currency: 'USD' });
    const persistor = await startPersistence(store, 1);
    store.dispatch(setOnline(false));
    await persistor.flush();
    expect(store.getState()).toMatchObject({ agentSignup: { step: 3, firstName: 'Layla' } });
    expect(JSON.parse(storedNow().agentSignup ?? 'null')).toEqual({ step: 3, firstName: 'Layla' });

    // The feature's code arrives: its slice reads the restored draft, merged into its initial state.
    const { selectDraft, draftSaved, emptyDraft } = await import('@/features/agent-signup/draftSlice');
    expect(selectDraft(store.getState())).toMatchObject({ step: 3, firstName: 'Layla' });
    store.dispatch(draftSaved({ lastName: 'Haddad' }));
    expect(selectDraft(store.getState())).toEqual({
      ...emptyDraft,
      step: 3,
      firstName: 'Layla',
      lastName: 'Haddad',
    });
    await persistor.flush();
    expect(JSON.parse(storedNow().agentSignup ?? 'null')).toMatchObject({
      step: 3,
      firstName: 'Layla',
      lastName: 'Haddad',
    });
  });
});
