'use client';

import { memo } from 'react';
import { WindowVirtualList } from '@/components/lists/WindowVirtualList';
import type { Offer } from '../api/types';
import { OfferCard, type OfferCardProps } from './OfferCard';
import { useOfferText } from './useOfferText';

type Shared = Omit<OfferCardProps, 'offer' | 'expanded' | 'unavailable' | 'busy' | 'text'>;

export interface OfferListProps extends Shared {
  offers: readonly Offer[];
  expanded: ReadonlySet<string>;
  unavailable: ReadonlySet<string>;
  busyOfferId: string | null;
}

/** A first guess at a card's height; each card is measured once rendered (details change it). */
const ESTIMATED_CARD_PX = 230;

/**
 * The offers, virtualised against the window (opened details push the rest down).
 * `data-offers-count` carries the number of offers listed (the benchmark watches it).
 * Memoised: a change to the filters alone (their controls) does not re-render it; the deferred list does.
 */
export const OfferList = memo(function OfferList({
  offers,
  expanded,
  unavailable,
  busyOfferId,
  ...shared
}: OfferListProps) {
  const text = useOfferText();
  return (
    <WindowVirtualList
      items={offers}
      estimatedRowPx={ESTIMATED_CARD_PX}
      className="offer-list"
      countAttribute="data-offers-count"
      renderItem={(offer) => (
        <OfferCard
          offer={offer}
          expanded={expanded.has(offer.offerId)}
          unavailable={unavailable.has(offer.offerId)}
          busy={busyOfferId === offer.offerId}
          text={text}
          {...shared}
        />
      )}
    />
  );
});
