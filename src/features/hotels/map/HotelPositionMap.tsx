'use client';

import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { createMap, createMarker, type MapTexts } from './createMap';

export interface HotelPositionMapProps {
  styleUrl: string;
  rtl: boolean;
  texts: MapTexts;
  /** [longitude, latitude] */
  position: [number, number];
  /** What the pin says to a screen reader. */
  markerLabel: string;
  onUnavailable: () => void;
}

/** How close the details page's map shows the hotel: its street and the blocks around it. */
const DETAILS_ZOOM = 14;

/** The hotel's position on the details page: one pin, the zoom buttons, the wheel left to the page. */
export default function HotelPositionMap({
  styleUrl,
  rtl,
  texts,
  position,
  markerLabel,
  onUnavailable,
}: HotelPositionMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [pin, setPin] = useState<HTMLElement | null>(null);
  const [longitude, latitude] = position;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let map: ReturnType<typeof createMap>;
    try {
      map = createMap({
        container,
        styleUrl,
        rtl,
        texts,
        center: [longitude, latitude],
        zoom: DETAILS_ZOOM,
        scrollZoom: false,
      });
    } catch {
      onUnavailable();
      return;
    }
    const element = document.createElement('div');
    element.className = 'hotel-map__pin hotel-map__pin--chosen';
    const marker = createMarker(map, element, [longitude, latitude]);
    map.once('load', () => setPin(element));
    map.once('error', () => {
      if (!map.loaded()) onUnavailable();
    });
    return () => {
      marker.remove();
      map.remove();
      setPin(null);
    };
    // The texts and direction are the page's; the callback is only for the first failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl, longitude, latitude]);

  return (
    <div ref={containerRef} className="hotel-map__canvas">
      {pin &&
        createPortal(
          <span className="hotel-map__marker hotel-map__marker--place" role="img" aria-label={markerLabel}>
            <span aria-hidden="true">●</span>
          </span>,
          pin,
        )}
    </div>
  );
}
