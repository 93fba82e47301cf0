import { describe, expect, it, vi } from 'vitest';
import { makeStore, type StoreOptions } from './makeStore';
import { languageChanged as plainLanguageChanged } from './preferencesState';
import { currencyChanged, languageChanged, selectCurrency, selectLanguage } from './preferencesSlice';
import { guestUserIdAssigned, selectIsLoggedIn } from './sessionSlice';
import { shellStore } from './shellStore';
import {
  closeDropdowns,
  openDropdown,
  selectActiveModule,
  selectOpenDropdown,
  setActiveModule,
  toggleDropdown,
} from './uiSlice';

const options: StoreOptions = { language: 'ar', currency: 'AED' };

/** A shell store whose code "loads" when the test says so. */
function deferred() {
  let loaded: (factory: typeof makeStore) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof makeStore>((resolve) => (loaded = resolve)));
  const store = shellStore({ ...options, load, factory: () => null });
  return { store, load, arrive: () => loaded(makeStore) };
}

describe('the shell store (the tab’s store before its code has loaded)', () => {
  it('starts as the real store starts, for the shell’s slices', () => {
    const { store } = deferred();
    const real = makeStore(options).getState();
    expect(store.getState()).toEqual({ ui: real.ui, session: real.session, preferences: real.preferences });
    expect(store.current()).toBeNull();
  });

  it('opens and closes the header dropdowns at once, and keeps other actions for the store', () => {
    const { store, load } = deferred();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch(openDropdown('language'));
    expect(selectOpenDropdown(store.getState())).toBe('language');
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispatch(toggleDropdown('language'));
    expect(selectOpenDropdown(store.getState())).toBeNull();
    // A ui action that changes nothing does not re-render anything.
    store.dispatch(closeDropdowns());
    expect(listener).toHaveBeenCalledTimes(2);
    // The preferences' reducer comes with the store's code, which the first action starts loading.
    store.dispatch(currencyChanged('usd'));
    expect(selectCurrency(store.getState())).toBe('AED');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('becomes the real store once its code is there, with every action so far applied in order', async () => {
    const { store, arrive } = deferred();
    const listener = vi.fn();
    store.subscribe(listener);
    const actions = [
      setActiveModule('hotels'),
      currencyChanged('usd'),
      guestUserIdAssigned('g-1'),
      openDropdown('country'),
    ];
    for (const action of actions) store.dispatch(action);
    listener.mockClear();

    const ready = store.ready();
    arrive();
    const real = await ready;
    expect(store.current()).toBe(real);
    const expected = makeStore(options);
    for (const action of actions) expected.dispatch(action);
    expect(real.getState()).toEqual(expected.getState());
    expect(store.getState()).toBe(real.getState());
    expect(selectActiveModule(store.getState())).toBe('hotels');
    expect(selectCurrency(store.getState())).toBe('USD');
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());

    // From now on it is the real store: its changes reach the shell's subscribers.
    listener.mockClear();
    store.dispatch(languageChanged('en'));
    expect(selectLanguage(real.getState())).toBe('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('is the real store at once when something has loaded the store’s code (store/hooks)', () => {
    const store = shellStore({
      ...options,
      load: () => Promise.reject(new Error('not used')),
      factory: () => makeStore,
    });
    const real = store.current();
    expect(real).not.toBeNull();
    expect(store.getState()).toBe(real!.getState());
    // Thunks need the store's code; here it is loaded.
    expect(store.dispatch((() => 'ran') as never)).toBe('ran');
  });

  it('refuses a thunk before the store’s code is there, and asks for the code again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof makeStore>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(makeStore);
    const store = shellStore({ ...options, load, factory: () => null });
    expect(() => store.dispatch((() => 'ran') as never)).toThrow(TypeError);
    await expect(store.ready()).rejects.toThrow('offline');
    const real = await store.ready();
    expect(store.current()).toBe(real);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('dispatches the shell’s plain language action as the slice’s own', () => {
    expect(plainLanguageChanged('ar')).toEqual(languageChanged('ar'));
  });
});
