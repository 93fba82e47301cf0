import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

// Slices' reducers take and return their own state; the map holds them all, so any state.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyReducer = Reducer<any, UnknownAction>;

/** A root reducer that a feature's slice adds itself to when the feature's code loads. */
export interface InjectableReducer<S> extends Reducer<S, UnknownAction, Partial<S>> {
  /** Adds a slice's reducer (what `slice.injectInto(rootReducer)` calls). */
  inject(slice: { reducerPath: string; reducer: AnyReducer }): void;
}

/**
 * What a slice's reducer is first called with; dispatched, it gives a slice injected since the last
 * action its state in the store (before it, the store holds none under the slice's key).
 */
export const INIT_LAZY_SLICE: UnknownAction = { type: '@@store/INIT_LAZY_SLICE' };
const INIT = INIT_LAZY_SLICE;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Like `combineReducers`, with two differences so that a slice can come later, with the code of
 * the feature that uses it, rather than with every page's first-load JavaScript:
 * - `inject` adds a slice's reducer (`slice.injectInto(rootReducer)`; the injected slice's
 *   selectors read its initial state until the store holds the slice);
 * - state under a key no reducer knows yet is kept as it is, not dropped: the stored state comes
 *   back on every page, and a slice whose code is not loaded must neither lose it nor have it
 *   removed from storage. When its slice arrives, a plain object found there (restored before its
 *   reducer came) is merged into the slice's initial state, as the persistence merges the state
 *   of the slices it knew (`autoMergeLevel2`).
 */
export function injectableReducer<S extends object>(
  initial: Record<string, AnyReducer>,
): InjectableReducer<S> {
  const reducers: Record<string, AnyReducer> = { ...initial };
  /** The keys added later, and the slice states their reducers returned (not to be merged again). */
  const injected = new Set<string>();
  const produced = new WeakSet<object>();

  function fromOutside(key: string, value: unknown): unknown {
    if (!injected.has(key) || !isPlainObject(value) || produced.has(value)) return value;
    const start: unknown = reducers[key]!(undefined, INIT);
    if (!isPlainObject(start) || Object.keys(start).every((field) => field in value)) return value;
    return { ...start, ...value };
  }

  const reducer = (state: S | Partial<S> | undefined, action: UnknownAction): S => {
    const previous = (state ?? {}) as Record<string, unknown>;
    let next: Record<string, unknown> | null = null;
    for (const [key, sliceReducer] of Object.entries(reducers)) {
      const before = previous[key];
      const after: unknown = sliceReducer(fromOutside(key, before), action);
      if (injected.has(key) && typeof after === 'object' && after !== null) produced.add(after);
      if (after !== before) {
        next ??= { ...previous };
        next[key] = after;
      }
    }
    return (next ?? previous) as S;
  };

  return Object.assign(reducer, {
    inject({ reducerPath, reducer: sliceReducer }: { reducerPath: string; reducer: AnyReducer }) {
      // A module evaluated again (hot reload) brings a new reducer for the same path: it replaces.
      reducers[reducerPath] = sliceReducer;
      injected.add(reducerPath);
    },
  });
}
