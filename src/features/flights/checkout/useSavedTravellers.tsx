'use client';

import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useApi } from '@/lib/app/AppContext';
import { toastError, toastSuccess } from '@/components/feedback/toast';
import { toApiError } from '@/lib/api/errors';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/sessionSlice';
import type { TravellerDraft } from './flightCheckoutSlice';
import {
  createSavedTraveller,
  fetchSavedTravellers,
  planSaves,
  updateSavedTraveller,
  type SavedTraveller,
} from './savedTravellersApi';

export type SavedTravellers =
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; travellers: SavedTraveller[] };

const SavedTravellersContext = createContext<SavedTravellers>({ status: 'guest' });

/** Loads the signed-in user's saved travellers once for the checkout form; guests get none. */
export function SavedTravellersProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [loaded, setLoaded] = useState<SavedTravellers>({ status: 'loading' });

  useEffect(() => {
    if (!isLoggedIn) return;
    let live = true;
    fetchSavedTravellers(api).then(
      (travellers) => live && setLoaded({ status: 'ready', travellers }),
      () => live && setLoaded({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, isLoggedIn]);

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
  const api = useApi();
  const t = useTranslations('Checkout.saved');
  const isLoggedIn = useAppSelector(selectIsLoggedIn);

  return useCallback(
    async (travellers: readonly TravellerDraft[]): Promise<void> => {
      if (!isLoggedIn || travellers.every((traveller) => traveller.saveToAccount !== true)) return;
      // Without the list every ticked traveller is created; one saved already answers 409 (below).
      const current = await fetchSavedTravellers(api).catch((): SavedTraveller[] => []);
      const steps = planSaves(travellers, current);
      if (steps.length === 0) return;
      const outcomes = await Promise.allSettled(
        steps.map((step) =>
          step.kind === 'create'
            ? createSavedTraveller(api, step.body)
            : updateSavedTraveller(api, step.id, step.body),
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
    [api, isLoggedIn, t],
  );
}
