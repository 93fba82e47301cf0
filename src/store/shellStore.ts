import type { Store, UnknownAction } from '@reduxjs/toolkit';
import type { AppStore, RootState, StoreOptions } from './makeStore';
import { initialPreferences } from './preferencesState';
import { initialSessionState } from './sessionState';
import { uiReducer } from './uiSlice';

/**
 * The tab's store as the app's providers hold it, written without Redux Toolkit so that a page
 * whose own code does not use the store (the home page, the static pages) loads none of it with the
 * page (docs/performance.md, "The store on the home page").
 *
 * It starts as the store's first state of what the shell reads — the ui, session and preferences
 * slices, exactly as `makeStore` starts them — and becomes the real store (`makeStore`) as soon as
 * the store's code is loaded: at once, when something on the page has loaded it (every user of
 * `store/hooks` does, see `provideStoreFactory`), else after the page has hydrated, when the
 * providers load it with the persistence. Until then it keeps the plain actions dispatched to it
 * and hands them to the real store in order; the ui slice's reducer has no Redux Toolkit in it, so
 * a header dropdown opens at once (the first click does not wait for the store's code).
 */
export interface ShellStore {
  /** The real store's state once there; until then the shell's part of it. */
  getState(): ShellState;
  /** A plain action; a thunk only once the store's code is loaded (the store hooks load it). */
  dispatch(action: UnknownAction): unknown;
  subscribe(listener: () => void): () => void;
  /** The real store if its code is loaded (made now if needed), else null. */
  current(): AppStore | null;
  /** The real store, loading its code if needed. */
  ready(): Promise<AppStore>;
}

/** What the state holds before the store's code arrives; the rest comes with it. */
export type ShellState = Pick<RootState, 'ui' | 'session' | 'preferences'> & Partial<RootState>;

type StoreFactory = (options: StoreOptions) => AppStore;

let loadedFactory: StoreFactory | null = null;

/**
 * Called by store/hooks.ts as it loads, with the store's code: from then on a shell store becomes
 * the real store when next used.
 */
export function provideStoreFactory(factory: StoreFactory): void {
  loadedFactory = factory;
}

export interface ShellStoreOptions extends StoreOptions {
  /** Loads the store's code: `import('./makeStore').then((m) => m.makeStore)`. */
  load: () => Promise<StoreFactory>;
  /** Test seam: the factory provided so far, instead of the one store/hooks.ts provides. */
  factory?: () => StoreFactory | null;
}

export function shellStore({
  load,
  factory = () => loadedFactory,
  ...options
}: ShellStoreOptions): ShellStore {
  let real: AppStore | null = null;
  let loaded: StoreFactory | null = null;
  let state: ShellState = {
    ui: uiReducer(undefined, { type: '@@shell/INIT' }),
    session: initialSessionState,
    preferences: initialPreferences(options),
    ...options.preloadedState,
  };
  let pending: UnknownAction[] = [];
  let loading: Promise<AppStore> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  function current(): AppStore | null {
    if (real) return real;
    const make = loaded ?? factory();
    if (!make) return null;
    const store = make(options);
    // Same state as this one: the same first state, then the same actions in the same order.
    for (const action of pending) store.dispatch(action);
    const changed = pending.length > 0;
    pending = [];
    real = store;
    store.subscribe(notify);
    // Possibly called from a component's render (a selector reading the state): never update
    // other components from there.
    if (changed) queueMicrotask(notify);
    return store;
  }

  function ready(): Promise<AppStore> {
    const now = current();
    if (now) return Promise.resolve(now);
    loading ??= load().then(
      (make) => {
        loaded = make;
        const store = current();
        if (!store) throw new Error('The store’s code loaded without providing its factory');
        return store;
      },
      (error: unknown) => {
        // A chunk that failed to load (the connection dropped) is asked for again next time.
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  return {
    getState: () => (current()?.getState() as ShellState | undefined) ?? state,
    dispatch(action) {
      const store = current();
      if (store) return store.dispatch(action);
      if (typeof action !== 'object' || action === null) {
        throw new TypeError('A thunk needs the store’s code: dispatch it through store/hooks');
      }
      pending.push(action);
      const ui = uiReducer(state.ui, action);
      if (ui !== state.ui) {
        state = { ...state, ui };
        notify();
      }
      void ready().catch(() => undefined);
      return action;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    current,
    ready,
  };
}

/** For react-redux's `Provider`, which types its store as a full Redux store. */
export function asReduxStore(store: ShellStore): Store {
  return store as unknown as Store;
}
