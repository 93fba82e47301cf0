'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useShellSelector, useShellStore } from './shellHooks';
import { INIT_LAZY_SLICE } from './injectableReducer';
import type { AppStore } from './makeStore';
import type { ShellState, ShellStore } from './shellStore';

/**
 * RTK Query endpoints whose module (and RTK Query with it, about 14 kB gzip) is loaded when first
 * used, not with the page: a checkout, a contact form or a hotel page calls the club API through
 * endpoints like every other screen, without carrying RTK Query in its first-load JavaScript
 * (tests/firstLoadImports.test.ts, docs/data-fetching.md). The endpoint module is named by an
 * `import()` in the feature, so the bundler splits it off.
 */

/** What a dispatched endpoint thunk answers, as far as these hooks need it. */
interface QuerySubscription {
  unsubscribe(): void;
  unwrap(): Promise<unknown>;
}
interface MutationStarted<Data> {
  unwrap(): Promise<Data>;
  reset(): void;
}

/** A thunk of RTK Query's (`endpoint.initiate(…)`): its parameters are the store's own. */
type EndpointThunk<R> = (dispatch: never, getState: never, extra: never) => R;

/** An RTK Query query endpoint (`someApi.endpoints.x`), seen structurally. */
export interface LazyQueryEndpoint<Arg, Data> {
  initiate(
    arg: Arg,
    options?: { forceRefetch?: boolean; subscribe?: boolean },
  ): EndpointThunk<QuerySubscription>;
  select(arg: Arg): (state: never) => {
    data?: Data;
    error?: unknown;
    isError: boolean;
    isLoading: boolean;
    isUninitialized: boolean;
  };
}

/** An RTK Query mutation endpoint, seen structurally. */
export interface LazyMutationEndpoint<Arg, Data> {
  initiate(arg: Arg): EndpointThunk<MutationStarted<Data>>;
}

// The one place where an endpoint's thunk meets the store's dispatch: RTK types the thunk's
// dispatch parameter for any store, the store's dispatch for its own state.
function run<R>(store: AppStore, thunk: EndpointThunk<R>): R {
  return (store.dispatch as unknown as (action: EndpointThunk<R>) => R)(thunk);
}

/** Loads an endpoint's module and gives the store RTK Query's state before its first call. */
async function ready<E>(store: AppStore, load: () => Promise<E>): Promise<E> {
  const endpoint = await load();
  // RTK Query reads its state before its first request: the store takes it in now.
  if (!store.getState().api) store.dispatch(INIT_LAZY_SLICE);
  return endpoint;
}

/**
 * `ready` from the tab's store as the providers hold it: the hooks below are on the home page, where
 * the store's code may not be loaded yet (store/shellStore.ts); it loads beside the endpoint.
 */
async function readyInTab<E>(
  shell: ShellStore,
  load: () => Promise<E>,
): Promise<{ store: AppStore; endpoint: E }> {
  // The two at once; `ready` then finds the module loaded.
  const [store] = await Promise.all([shell.ready(), load()]);
  return { store, endpoint: await ready(store, load) };
}

/** Runs a mutation once: loads its endpoint when first needed; resolves with its data, or throws its `ApiError`. */
export async function runLazyMutation<Arg, Data>(
  store: AppStore,
  load: () => Promise<LazyMutationEndpoint<Arg, Data>>,
  arg: Arg,
): Promise<Data> {
  const endpoint = await ready(store, load);
  const started = run(store, endpoint.initiate(arg));
  try {
    return await started.unwrap();
  } finally {
    // A one-off call: its result is the caller's, not kept in the store.
    started.reset();
  }
}

/**
 * Reads a query once, now, for a caller that decides itself when to ask (a status polled while a
 * booking is under way): no subscription, a fresh answer unless `reuse` takes one the tab already
 * holds for this argument (a list that does not change while the site is open); throws its `ApiError`.
 */
export async function fetchLazyQuery<Arg, Data>(
  store: AppStore,
  load: () => Promise<LazyQueryEndpoint<Arg, Data>>,
  arg: Arg,
  { reuse = false }: { reuse?: boolean } = {},
): Promise<Data> {
  const endpoint = await ready(store, load);
  const read = run(store, endpoint.initiate(arg, { subscribe: false, forceRefetch: !reuse }));
  return (await read.unwrap()) as Data;
}

/** `runLazyMutation` bound to the tab's store: `(arg) => Promise<Data>`. */
export function useLazyMutation<Arg, Data>(
  load: () => Promise<LazyMutationEndpoint<Arg, Data>>,
): (arg: Arg) => Promise<Data> {
  const shell = useShellStore();
  // `load` names a module: the first one given is the one used.
  const [loader] = useState(() => load);
  return useCallback(async (arg: Arg) => runLazyMutation(await shell.ready(), loader, arg), [shell, loader]);
}

type QueryState<Data> = ReturnType<ReturnType<LazyQueryEndpoint<unknown, Data>['select']>>;

/** The endpoint's state for `arg` in the store (nothing until the store holds RTK Query's state). */
function selectorOf<Arg, Data>(
  endpoint: LazyQueryEndpoint<Arg, Data> | null,
  arg: Arg | typeof SKIP,
): (state: ShellState) => QueryState<Data> | undefined {
  if (!endpoint || arg === SKIP) return () => undefined;
  // RTK types its selector for any API's state; this store's holds the one API under `api`.
  const select = endpoint.select(arg) as (state: ShellState) => QueryState<Data>;
  return (state) => (state.api ? select(state) : undefined);
}

/** Not asked (no argument yet, or the caller has the data already). */
export const SKIP = Symbol('skip');

export interface LazyQueryResult<Data> {
  /** The last answer read, for this argument or (while it is read) the one before. */
  data: Data | undefined;
  /** The answer for this argument. */
  currentData: Data | undefined;
  error: unknown;
  isError: boolean;
  /** Loading the endpoint or reading: no answer for this argument yet. */
  isFetching: boolean;
  /** Reads again (after a failure). */
  refetch: () => void;
}

/**
 * A query that subscribes while the component is mounted, like a generated `useXQuery` hook, with
 * the endpoint loaded after the component mounts. `arg` is compared by value (its JSON), as RTK
 * Query keys its cache.
 */
export function useLazyQuery<Arg, Data>(
  load: () => Promise<LazyQueryEndpoint<Arg, Data>>,
  arg: NoInfer<Arg> | typeof SKIP,
  options: {
    /**
     * Use an answer the tab already holds for this argument (a list that does not change while the
     * site is open); by default each mount reads afresh, as the API's generated hooks do.
     */
    reuse?: boolean;
  } = {},
): LazyQueryResult<Data> {
  const reuse = options.reuse ?? false;
  const shell = useShellStore();
  const [loader] = useState(() => load);
  const [loaded, setLoaded] = useState<{ store: AppStore; endpoint: LazyQueryEndpoint<Arg, Data> } | null>(
    null,
  );
  const endpoint = loaded?.endpoint ?? null;
  const [loadFailed, setLoadFailed] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const key = arg === SKIP ? null : JSON.stringify(arg);
  // The argument as of its key: a new object with the same value asks nothing again.
  const [held, setHeld] = useState<{ key: string | null; arg: Arg | typeof SKIP }>({ key, arg });
  if (held.key !== key) setHeld({ key, arg });
  const stableArg = held.arg;

  useEffect(() => {
    if (loaded || key === null) return;
    let live = true;
    readyInTab(shell, loader).then(
      (ready) => live && setLoaded(ready),
      (error: unknown) => live && setLoadFailed(error ?? new Error('load failed')),
    );
    return () => {
      live = false;
    };
  }, [loaded, key, loader, shell, attempt]);

  useEffect(() => {
    if (!loaded || stableArg === SKIP) return;
    // `undefined` leaves it to the API's `refetchOnMountOrArgChange`; a retry always asks again.
    const forceRefetch = attempt > 0 ? true : reuse ? false : undefined;
    const subscription = run(loaded.store, loaded.endpoint.initiate(stableArg, { forceRefetch }));
    return () => subscription.unsubscribe();
  }, [loaded, stableArg, attempt, reuse]);

  const select = useMemo(() => selectorOf(endpoint, stableArg), [endpoint, stableArg]);
  const read = useShellSelector(select);
  // As a generated hook's `data`: the last answer, also while another argument is being read.
  const [last, setLast] = useState<Data | undefined>(undefined);
  if (read?.data !== undefined && read.data !== last) setLast(read.data);

  const refetch = useCallback(() => {
    setLoadFailed(null);
    setAttempt((n) => n + 1);
  }, []);

  const data = read?.data ?? last;
  if (key === null)
    return { data, currentData: undefined, error: null, isError: false, isFetching: false, refetch };
  if (!endpoint && loadFailed)
    return { data, currentData: undefined, error: loadFailed, isError: true, isFetching: false, refetch };
  return {
    data,
    currentData: read?.data,
    error: read?.error ?? null,
    isError: read?.isError ?? false,
    // RTK's `isLoading` in the store is "a request is pending" (the hooks' `isFetching`).
    isFetching: !read || read.isLoading || read.isUninitialized,
    refetch,
  };
}
