import { useDispatch, useSelector, useStore } from 'react-redux';
import { makeStore, type AppDispatch, type AppStore, type RootState } from './makeStore';
import { provideStoreFactory, type ShellStore } from './shellStore';

/*
 * The store's hooks. They load the store's code (Redux Toolkit and the slices) with the component
 * that uses them, so on such a page the tab's store is the real one from its first render, as it
 * always was. The shell's components use store/shellHooks.ts instead, which load none of it.
 */

// The store's code comes with these hooks: from now on the tab's store is the real one.
provideStoreFactory(makeStore);

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The tab's store: the real one, since this module has loaded its code. */
export function useAppStore(): AppStore {
  const store = (useStore() as unknown as ShellStore).current();
  if (!store) throw new Error('The store’s code is not loaded');
  return store;
}
