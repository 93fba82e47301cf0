'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { clusterIndexOf, expansionZoomOf, mapPointsAt, type MapPoint } from './hotelClusters';
import { boundsOf, type HotelMarker } from './hotelMarkers';
import { MapPointButton } from './MapPointButton';
import {
  createMap,
  createMarker,
  type MapLibreMap,
  type MapLibreMarker,
  type MapPadding,
  type MapTexts,
} from './createMap';

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
  /** A cluster's accessible name: how many hotels, and the cheapest's price. */
  clusterLabel: (count: number, price: string) => string;
  /** The map could not be drawn (no WebGL): the caller says so; the list still has every hotel. */
  onUnavailable: () => void;
}

interface Placed {
  marker: MapLibreMarker;
  element: HTMLElement;
}

/**
 * How close the map comes to a single hotel, and the room left between the hotels' positions and
 * the map's edges: a price marker stands about 32 px above its point and is up to 90 px wide, a
 * cluster is a 40 px disc on its point, and the top corners hold the zoom buttons (68 px tall) and,
 * full screen, "Show the list". So every marker and cluster is wholly inside the map and clear of
 * its controls, in either direction.
 */
export const MAX_FIT_ZOOM = 14;
export const FIT_PADDING: MapPadding = { top: 96, bottom: 48, left: 56, right: 56 };
const FIT = { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM };

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The results' map: a price marker per listed hotel, or a cluster of nearby ones (hotelClusters),
 * each a button (a React portal in MapLibre's marker element), so a keyboard reaches them in the
 * list's order and a screen reader hears the hotel's name and price, or how many hotels a cluster
 * holds and from what price. The markers follow `markers`: the filters and the sort reach the map
 * through it. The map fits the markers whenever the set of hotels changes; the clusters are drawn
 * again at each whole zoom level.
 */
export default function HotelMarkersMap({
  styleUrl,
  rtl,
  texts,
  markers,
  chosen,
  onChoose,
  markerLabel,
  clusterLabel,
  onUnavailable,
}: HotelMarkersMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const placedRef = useRef(new Map<string, Placed>());
  const [zoom, setZoom] = useState<number | null>(null);
  const [elements, setElements] = useState<ReadonlyMap<string, HTMLElement>>(new Map());
  // The first view is the listed hotels' box, fitted with the padding: the map opens on them rather
  // than flying there from elsewhere (a view where markers sat partly off the edge).
  const startRef = useRef(boundsOf(markers));
  const fittedRef = useRef<ReadonlySet<number>>(new Set(markers.map((marker) => marker.hotelId)));
  /** After a cluster opens, the keyboard goes on from its first hotel (list order). */
  const focusOrderRef = useRef<number | null>(null);

  const index = useMemo(() => clusterIndexOf(markers), [markers]);
  const points = useMemo(
    () => (zoom === null ? [] : mapPointsAt(index, markers, zoom)),
    [index, markers, zoom],
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const placed = placedRef.current;
    let map: MapLibreMap;
    try {
      const bounds = startRef.current;
      map = createMap({
        container,
        styleUrl,
        rtl,
        texts,
        // No hotel to show (all filtered out): the world.
        center: [0, 0],
        zoom: 1,
        ...(bounds ? { bounds, fit: FIT } : {}),
      });
    } catch {
      // No WebGL here (an old device, a locked-down browser).
      onUnavailable();
      return;
    }
    mapRef.current = map;
    // The clusters are drawn for whole zoom levels: they change only when the level does.
    const level = () => setZoom(Math.floor(map.getZoom()));
    // The markers come once the style is drawn; a style that cannot load leaves the list alone.
    map.once('load', () => {
      level();
      map.on('zoomend', level);
    });
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

  // The map fits the hotels again whenever their set changes (a filter), not when only their order does.
  const ready = zoom !== null;
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const ids = new Set(markers.map((marker) => marker.hotelId));
    const before = fittedRef.current;
    if (ids.size === before.size && [...ids].every((id) => before.has(id))) return;
    fittedRef.current = ids;
    const bounds = boundsOf(markers);
    if (bounds) {
      map.fitBounds(bounds, { ...FIT, duration: prefersReducedMotion() ? 0 : 300 });
    }
  }, [markers, ready]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || zoom === null) return;
    const placed = placedRef.current;
    const next = new Set(points.map((point) => point.key));
    for (const [key, entry] of placed) {
      if (!next.has(key)) {
        entry.marker.remove();
        placed.delete(key);
      }
    }
    // The list's order is the keyboard's: MapLibre keeps its markers in one container, so moving
    // each to the end in turn leaves them in that order.
    for (const point of points) {
      let entry = placed.get(point.key);
      if (!entry) {
        const element = document.createElement('div');
        element.className =
          point.kind === 'cluster' ? 'hotel-map__pin hotel-map__pin--cluster' : 'hotel-map__pin';
        entry = { element, marker: createMarker(map, element, point.position, point.kind === 'cluster') };
        placed.set(point.key, entry);
      }
      entry.marker.setLngLat(point.position);
      entry.element.parentElement?.appendChild(entry.element);
    }
    setElements(new Map([...placed].map(([key, entry]) => [key, entry.element])));
  }, [points, zoom]);

  // The chosen hotel's marker above the others.
  useEffect(() => {
    for (const [key, { element }] of placedRef.current) {
      element.classList.toggle('hotel-map__pin--chosen', chosen !== null && key === `h${chosen}`);
    }
  }, [chosen, elements]);

  // The opened cluster's first hotel (or the smaller cluster that holds it) takes the focus.
  useEffect(() => {
    const order = focusOrderRef.current;
    if (order === null) return;
    const button = containerRef.current?.querySelector<HTMLButtonElement>(`[data-order="${order}"]`);
    if (button) {
      focusOrderRef.current = null;
      button.focus();
    }
  }, [elements]);

  /** A marker reached by the keyboard outside the view is brought into it. */
  const reveal = (point: MapPoint) => {
    const map = mapRef.current;
    if (map && !map.getBounds().contains(point.position)) {
      map.panTo(point.position, { duration: prefersReducedMotion() ? 0 : 300 });
    }
  };

  const open = (point: Extract<MapPoint, { kind: 'cluster' }>) => {
    const map = mapRef.current;
    if (!map) return;
    focusOrderRef.current = point.order;
    map.easeTo({
      center: point.position,
      zoom: Math.max(expansionZoomOf(index, point.clusterId), Math.floor(map.getZoom()) + 1),
      duration: prefersReducedMotion() ? 0 : 300,
    });
  };

  return (
    <div ref={containerRef} className="hotel-map__canvas">
      {points.map((point) => {
        const element = elements.get(point.key);
        return element
          ? createPortal(
              <MapPointButton
                point={point}
                chosen={point.kind === 'hotel' && point.marker.hotelId === chosen}
                label={
                  point.kind === 'hotel' ? markerLabel(point.marker) : clusterLabel(point.count, point.price)
                }
                onChoose={() => (point.kind === 'hotel' ? onChoose(point.marker.hotelId) : open(point))}
                onFocus={() => reveal(point)}
              />,
              element,
              point.key,
            )
          : null;
      })}
    </div>
  );
}
