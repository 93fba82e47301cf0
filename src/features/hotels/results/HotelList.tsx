'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import type { HotelSummary } from '../api/search';
import { HotelCard } from './HotelCard';

export interface HotelListProps {
  hotels: readonly HotelSummary[];
  nights: number;
  hrefFor: (hotel: HotelSummary) => string;
  photoUrl: (path: string) => string;
}

/** A first guess at a card's height; each card is measured once rendered. */
const ESTIMATED_CARD_PX = 260;
/**
 * The window's size assumed before it is measured: on the server, and in the render that hydrates
 * its HTML. The hotels the server fetched are then in the HTML, the first photo among them.
 */
const FIRST_RENDER_WINDOW = { width: 1280, height: 900 };
/** The cards whose photos load at once: what a phone or a desktop shows before any scrolling. */
const PRIORITY_CARDS = 3;

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
 * The hotels, virtualised against the window: only the cards near the viewport are in the DOM, so
 * a list of a thousand hotels scrolls and filters smoothly on a phone. Rows are keyed by position,
 * so a filter or sort updates the few cards on screen in place. `data-hotels-count` carries the
 * number listed (tests and the benchmark read it).
 */
export function HotelList({ hotels, nights, hrefFor, photoUrl }: HotelListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const formatPrice = useFormatPrice();

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
    count: hotels.length,
    estimateSize: () => ESTIMATED_CARD_PX,
    measureElement: measureCard,
    overscan: 3,
    scrollMargin,
    initialRect: FIRST_RENDER_WINDOW,
  });

  return (
    <div
      ref={listRef}
      className="hotel-list"
      role="list"
      data-hotels-count={hotels.length}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const hotel = hotels[item.index];
        if (!hotel) return null;
        return (
          <div
            key={item.key}
            role="listitem"
            aria-setsize={hotels.length}
            aria-posinset={item.index + 1}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="hotel-list__item"
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            <HotelCard
              hotel={hotel}
              href={hrefFor(hotel)}
              photoUrl={photoUrl(hotel.photo)}
              nights={nights}
              formatPrice={formatPrice}
              priority={item.index < PRIORITY_CARDS}
            />
          </div>
        );
      })}
    </div>
  );
}
