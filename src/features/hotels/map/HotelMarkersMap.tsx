'use client';

import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { boundsOf, markerChanges, type HotelMarker } from './hotelMarkers';
import { createMap, createMarker, type MapLibreMap, type MapLibreMarker, type MapTexts } from './createMap';

export interface HotelMarkersMapProps {
  styleUrl: string;
  rtl: boolean;
  texts: MapTexts;
  /** The listed hotels' markers, in the list's order. */
  markers: readonly HotelMarker[];
  chosen: number | null;
  onChoose: (hotelId: number) => void;
  /** A marker's accessible name: the hotel's name and its price. */
  markerLabel: (marker: HotelMarker) => string;
  /** The map could not be drawn (no WebGL): the caller says so; the list still has every hotel. */
  onUnavailable: () => void;
}

interface Placed {
  marker: MapLibreMarker;
  element: HTMLElement;
}

/** How close the map comes to a single hotel, and the room left around the markers. */
const MAX_FIT_ZOOM = 14;
const FIT_PADDING = 48;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The results' map: a price marker per listed hotel, each a button (a React portal in MapLibre's
 * marker element), so a keyboard reaches them in the list's order and a screen reader hears the
 * hotel's name and price. The markers follow `markers`: the filters and the sort reach the map
 * through it. The map fits the markers whenever the set of hotels changes.
 */
export default function HotelMarkersMap({
  styleUrl,
  rtl,
  texts,
  markers,
  chosen,
  onChoose,
  markerLabel,
  onUnavailable,
}: HotelMarkersMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const placedRef = useRef(new Map<number, Placed>());
  const [ready, setReady] = useState(false);
  const [elements, setElements] = useState<ReadonlyMap<number, HTMLElement>>(new Map());
  const first = markers[0];
  const startRef = useRef<[number, number]>(first ? first.position : [0, 0]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const placed = placedRef.current;
    let map: MapLibreMap;
    try {
      map = createMap({ container, styleUrl, rtl, texts, center: startRef.current, zoom: 11 });
    } catch {
      // No WebGL here (an old device, a locked-down browser).
      onUnavailable();
      return;
    }
    mapRef.current = map;
    // The markers come once the style is drawn; a style that cannot load leaves the list alone.
    map.once('load', () => setReady(true));
    const failed = () => {
      if (!map.loaded()) onUnavailable();
    };
    map.once('error', failed);
    return () => {
      for (const { marker } of placed.values()) marker.remove();
      placed.clear();
      mapRef.current = null;
      map.remove();
    };
    // The texts, the direction and the callback are the page's: they do not change while the map is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const placed = placedRef.current;
    const { removed, added } = markerChanges(placed.keys(), markers);
    for (const hotelId of removed) {
      placed.get(hotelId)?.marker.remove();
      placed.delete(hotelId);
    }
    for (const marker of added) {
      const element = document.createElement('div');
      element.className = 'hotel-map__pin';
      placed.set(marker.hotelId, { element, marker: createMarker(map, element, marker.position) });
    }
    // The list's order is the keyboard's: MapLibre keeps its markers in one container, so moving
    // each to the end in turn leaves them in that order.
    for (const marker of markers) {
      const entry = placed.get(marker.hotelId);
      if (entry) {
        entry.marker.setLngLat(marker.position);
        entry.element.parentElement?.appendChild(entry.element);
      }
    }
    setElements(new Map([...placed].map(([hotelId, entry]) => [hotelId, entry.element])));
    if (removed.length > 0 || added.length > 0) {
      const bounds = boundsOf(markers);
      if (bounds) {
        map.fitBounds(bounds, {
          padding: FIT_PADDING,
          maxZoom: MAX_FIT_ZOOM,
          duration: prefersReducedMotion() ? 0 : 300,
        });
      }
    }
  }, [markers, ready]);

  // The chosen hotel's marker above the others.
  useEffect(() => {
    for (const [hotelId, { element }] of placedRef.current) {
      element.classList.toggle('hotel-map__pin--chosen', hotelId === chosen);
    }
  }, [chosen, elements]);

  /** A marker reached by the keyboard outside the view is brought into it. */
  const reveal = (marker: HotelMarker) => {
    const map = mapRef.current;
    if (map && !map.getBounds().contains(marker.position)) {
      map.panTo(marker.position, { duration: prefersReducedMotion() ? 0 : 300 });
    }
  };

  return (
    <div ref={containerRef} className="hotel-map__canvas">
      {markers.map((marker) => {
        const element = elements.get(marker.hotelId);
        return element
          ? createPortal(
              <button
                type="button"
                className="hotel-map__marker"
                aria-label={markerLabel(marker)}
                aria-pressed={marker.hotelId === chosen}
                onClick={() => onChoose(marker.hotelId)}
                onFocus={() => reveal(marker)}
              >
                {marker.price}
              </button>,
              element,
              String(marker.hotelId),
            )
          : null;
      })}
    </div>
  );
}
