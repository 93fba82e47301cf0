'use client';

import { useCallback, useState } from 'react';
import { useApi } from '@/lib/app/AppContext';
import { errorText } from '@/lib/api/errors';
import { useAppDispatch } from '@/store/hooks';
import { isSessionTimeout, revalidateOffer } from '../api/flightsApi';
import type { Offer, RevalidateResult } from '../api/types';
import { fareHeld } from '../checkout/flightCheckoutSlice';
import type { FlightSearch } from '../model';

export type FareSelection =
  | { step: 'idle' }
  | { step: 'checking'; offer: Offer }
  | { step: 'price_changed'; offer: Offer; result: RevalidateResult }
  | { step: 'held'; offer: Offer; result: RevalidateResult }
  | { step: 'unavailable'; offer: Offer }
  | { step: 'failed'; offer: Offer; message: string | null };

export interface FareSelectionOptions {
  routingId: string | null;
  search: FlightSearch;
  onUnavailable: (offerId: string) => void;
  onExpired: () => void;
}

/**
 * Select → revalidate → the answer: CONFIRMED holds the fare (stored for checkout, without its
 * token), PRICE_CHANGED asks first, UNAVAILABLE marks the offer, an expired search ends the results.
 */
export function useFareSelection({ routingId, search, onUnavailable, onExpired }: FareSelectionOptions) {
  const api = useApi();
  const dispatch = useAppDispatch();
  const [selection, setSelection] = useState<FareSelection>({ step: 'idle' });

  const hold = useCallback(
    (offer: Offer, result: RevalidateResult) => {
      if (!routingId) return;
      dispatch(
        fareHeld({
          routingId,
          offerId: result.offer.offerId,
          search,
          offer: result.offer,
          price: result.newPrice,
          currency: result.currency,
          previousPrice: result.status === 'PRICE_CHANGED' ? result.oldPrice : null,
          expiresAt: result.expiresAt,
          heldAt: new Date().toISOString(),
        }),
      );
      setSelection({ step: 'held', offer, result });
    },
    [dispatch, routingId, search],
  );

  const select = useCallback(
    async (offer: Offer) => {
      if (!routingId) return;
      setSelection({ step: 'checking', offer });
      try {
        const result = await revalidateOffer(api, routingId, offer.offerId);
        if (result.status === 'UNAVAILABLE') {
          onUnavailable(offer.offerId);
          setSelection({ step: 'unavailable', offer });
        } else if (result.status === 'PRICE_CHANGED') {
          setSelection({ step: 'price_changed', offer, result });
        } else {
          hold(offer, result);
        }
      } catch (error) {
        if (isSessionTimeout(error)) {
          setSelection({ step: 'idle' });
          onExpired();
        } else {
          setSelection({ step: 'failed', offer, message: errorText(error, '') || null });
        }
      }
    },
    [api, routingId, hold, onUnavailable, onExpired],
  );

  const acceptNewPrice = useCallback(() => {
    if (selection.step === 'price_changed') hold(selection.offer, selection.result);
  }, [selection, hold]);

  const dismiss = useCallback(() => setSelection({ step: 'idle' }), []);

  return { selection, select, acceptNewPrice, dismiss };
}
