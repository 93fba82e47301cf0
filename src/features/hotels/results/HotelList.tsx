'use client';

import { memo } from 'react';
import { WindowVirtualList } from '@/components/lists/WindowVirtualList';
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

/**
 * The hotels, virtualised against the window, so a list of a thousand hotels scrolls and filters
 * smoothly on a phone. `data-hotels-count` carries the number listed (tests and the benchmark read it).
 * Memoised: a render of the results page for a filter's control alone (the list follows from the
 * deferred filters) skips it.
 */
export const HotelList = memo(function HotelList({ hotels, nights, hrefFor, photoUrl }: HotelListProps) {
  const formatPrice = useFormatPrice();
  return (
    <WindowVirtualList
      items={hotels}
      estimatedRowPx={ESTIMATED_CARD_PX}
      className="hotel-list"
      countAttribute="data-hotels-count"
      initialRect={FIRST_RENDER_WINDOW}
      renderItem={(hotel, index) => (
        <HotelCard
          hotel={hotel}
          href={hrefFor(hotel)}
          photoUrl={photoUrl(hotel.photo)}
          nights={nights}
          formatPrice={formatPrice}
          priority={index < PRIORITY_CARDS}
        />
      )}
    />
  );
});
