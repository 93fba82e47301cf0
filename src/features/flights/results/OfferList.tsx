'use client';

import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
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
 * A card's height. The ResizeObserver that the virtualiser keeps on every card reports it after the
 * browser's layout, before the frame is painted. Called from React's commit (a card's ref) there is
 * no such report: the last known height (or the estimate) stands until it comes. The library's
 * default reads `offsetHeight` there, which forces the layout of every new card inside the commit and
 * made the first batch of offers one long task on a phone.
 */
function measureCard(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  if (entry) return Math.round(element.getBoundingClientRect().height);
  const key = virtualizer.options.getItemKey(virtualizer.indexFromElement(element));
  return virtualizer.itemSizeCache.get(key) ?? ESTIMATED_CARD_PX;
}

/**
 * The offers, virtualised against the window: only the cards near the viewport are in the DOM, and
 * each is measured (and re-measured when it changes size), so opened details push the rest down.
 * Rows are keyed by position, not by offer: when a filter or sort changes the list, the few cards
 * on screen are updated in place instead of being torn down and rebuilt, which keeps applying a
 * filter over thousands of offers within a frame or two. `data-offers-count` carries the number of
 * offers listed (the benchmark watches it).
 * Memoised: a change to the filters alone (their controls) does not re-render it; the deferred list does.
 */
export const OfferList = memo(function OfferList({
  offers,
  expanded,
  unavailable,
  busyOfferId,
  ...shared
}: OfferListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const text = useOfferText();

  // The list's distance from the top of the page moves when what is above it changes size.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const update = () => {
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setScrollMargin((current) => (current === top ? current : top));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    if (element.parentElement) observer.observe(element.parentElement);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: offers.length,
    estimateSize: () => ESTIMATED_CARD_PX,
    measureElement: measureCard,
    overscan: 3,
    scrollMargin,
  });

  return (
    <div
      ref={listRef}
      className="offer-list"
      role="list"
      data-offers-count={offers.length}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const offer = offers[item.index];
        if (!offer) return null;
        return (
          <div
            key={item.key}
            role="listitem"
            aria-setsize={offers.length}
            aria-posinset={item.index + 1}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="offer-list__item"
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            <OfferCard
              offer={offer}
              expanded={expanded.has(offer.offerId)}
              unavailable={unavailable.has(offer.offerId)}
              busy={busyOfferId === offer.offerId}
              text={text}
              {...shared}
            />
          </div>
        );
      })}
    </div>
  );
});
