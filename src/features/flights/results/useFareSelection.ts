'use client';

import { useCallback } from 'react';
import { useRecheck, type Recheck } from '@/features/booking/search/useRecheck';
import { useAppDispatch } from '@/store/hooks';
import { useLazyMutation } from '@/store/lazyEndpoints';
import type { Offer, RevalidateResult } from '../api/types';
import { fareHeld } from '../checkout/flightCheckoutSlice';
import type { FlightSearch } from '../model';

const revalidateEndpoint = () =>
  import('../api/flightEndpoints').then(({ flightEndpoints }) => flightEndpoints.endpoints.revalidateOffer);

export type FareSelection = Recheck<Offer, RevalidateResult>;

export interface FareSelectionOptions {
  routingId: string | null;
  search: FlightSearch;
  onUnavailable: (offerId: string) => void;
  onExpired: () => void;
}

/**
 * Select → the kit's recheck (revalidate): CONFIRMED holds the fare (stored for checkout, without
 * its token), PRICE_CHANGED asks first, UNAVAILABLE marks the offer, an expired search ends the results.
 */
export function useFareSelection({ routingId, search, onUnavailable, onExpired }: FareSelectionOptions) {
  const revalidate = useLazyMutation(revalidateEndpoint);
  const dispatch = useAppDispatch();
  const recheck = useRecheck<Offer, RevalidateResult>({
    check: (offer) => revalidate({ routingId: routingId ?? '', offerId: offer.offerId }),
    hold: (_offer, result) => {
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
    },
    soldOut: (offer) => onUnavailable(offer.offerId),
    onExpired,
  });

  const { check } = recheck;
  const select = useCallback(
    (offer: Offer) => {
      if (routingId) void check(offer);
    },
    [routingId, check],
  );

  return { selection: recheck.state, select, acceptNewPrice: recheck.accept, dismiss: recheck.dismiss };
}
