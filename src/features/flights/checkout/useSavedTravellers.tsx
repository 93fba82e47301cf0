'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { toastError, toastSuccess } from '@/components/feedback/toast';
import { toApiError } from '@/lib/api/errors';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { fetchLazyQuery, runLazyMutation, SKIP, useLazyQuery } from '@/store/lazyEndpoints';
import { selectIsLoggedIn } from '@/store/sessionSlice';
import type { TravellerDraft } from './flightCheckoutSlice';
import { planSaves, type SavedTraveller } from './savedTravellersApi';

/** The account's saved-traveller endpoints, loaded when the checkout first asks (not with the page). */
const endpoints = () =>
  import('@/features/travellers/savedTravellersApi').then(
    ({ savedTravellersApi }) => savedTravellersApi.endpoints,
  );
const listEndpoint = () => endpoints().then((all) => all.savedTravellers);
const addEndpoint = () => endpoints().then((all) => all.addSavedTraveller);
const changeEndpoint = () => endpoints().then((all) => all.changeSavedTraveller);

export type SavedTravellers =
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; travellers: SavedTraveller[] };

const SavedTravellersContext = createContext<SavedTravellers>({ status: 'guest' });

/** Loads the signed-in user's saved travellers once for the checkout form; guests get none. */
export function SavedTravellersProvider({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const read = useLazyQuery(listEndpoint, isLoggedIn ? undefined : SKIP);
  // Read afresh for this form: a list held from before (another sign-in) is not shown meanwhile.
  const loaded: SavedTravellers = read.isFetching
    ? { status: 'loading' }
    : read.currentData
      ? { status: 'ready', travellers: read.currentData }
      : read.isError
        ? { status: 'failed' }
        : { status: 'loading' };

  return (
    <SavedTravellersContext.Provider value={isLoggedIn ? loaded : { status: 'guest' }}>
      {children}
    </SavedTravellersContext.Provider>
  );
}

export function useSavedTravellers(): SavedTravellers {
  return useContext(SavedTravellersContext);
}

/**
 * Once the booking is paid: writes the ticked travellers to the account (a traveller is saved for
 * a trip that happened, not for an abandoned form). Reads the account's current list first, so a
 * traveller changed since the form opened is updated rather than duplicated. Never awaited by the
 * payment and never throws; a failure is one translated toast. Guests save nothing.
 */
export function useSaveTravellers() {
  const store = useAppStore();
  const t = useTranslations('Checkout.saved');
  const isLoggedIn = useAppSelector(selectIsLoggedIn);

  return useCallback(
    async (travellers: readonly TravellerDraft[]): Promise<void> => {
      if (!isLoggedIn || travellers.every((traveller) => traveller.saveToAccount !== true)) return;
      // Without the list every ticked traveller is created; one saved already answers 409 (below).
      const current = await fetchLazyQuery(store, listEndpoint, undefined).catch((): SavedTraveller[] => []);
      const steps = planSaves(travellers, current);
      if (steps.length === 0) return;
      const outcomes = await Promise.allSettled(
        steps.map((step) =>
          step.kind === 'create'
            ? runLazyMutation(store, addEndpoint, step.body)
            : runLazyMutation(store, changeEndpoint, { id: step.id, body: step.body }),
        ),
      );
      const failed = outcomes.filter(
        (outcome, i) =>
          outcome.status === 'rejected' &&
          // The passport is saved already (the list could not be read): nothing to do.
          !(steps[i]?.kind === 'create' && toApiError(outcome.reason).status === 409),
      ).length;
      if (failed > 0) void toastError(t('toast_failed'));
      else void toastSuccess(t('toast_saved', { count: steps.length }));
    },
    [store, isLoggedIn, t],
  );
}
