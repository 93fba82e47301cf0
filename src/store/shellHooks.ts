import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ShellState, ShellStore } from './shellStore';

/*
 * The store's hooks for the shell on every page (header, tabs, offline dialog, storage sync),
 * without the store's code: the state they read is the shell's part (ui, session, preferences;
 * any other slice may not be there yet), and they dispatch plain actions only. See
 * store/shellStore.ts; tests/firstLoadImports.test.ts keeps Redux Toolkit out of the home page.
 */

export const useShellSelector = useSelector.withTypes<ShellState>();
export const useShellDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useShellStore = () => useStore() as unknown as ShellStore;
