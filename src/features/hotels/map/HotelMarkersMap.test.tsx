import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateMapOptions } from './createMap';
import type { HotelMarker } from './hotelMarkers';
import HotelMarkersMap, { FIT_PADDING, MAX_FIT_ZOOM } from './HotelMarkersMap';

/**
 * The map's view (issue 35): it opens on the listed hotels' box with room for the markers and the
 * controls, and fits again only when a filter changes the hotels. jsdom draws no WebGL, so MapLibre
 * stands in as a fake map that records what it is asked; e2e/hotels-map.spec.ts runs the real one.
 */

type Listener = () => void;

interface FakeMap {
  options: CreateMapOptions;
  fitBounds: ReturnType<typeof vi.fn>;
  emit: (event: string) => void;
}

const maps: FakeMap[] = [];

vi.mock('./createMap', () => ({
  createMap: (options: CreateMapOptions) => {
    const listeners = new Map<string, Listener[]>();
    const add = (event: string, listener: Listener) =>
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    const fake = {
      options,
      fitBounds: vi.fn(),
      emit: (event: string) => {
        const now = listeners.get(event) ?? [];
        listeners.set(event, []);
        for (const listener of now) listener();
      },
    };
    maps.push(fake);
    return {
      once: add,
      on: add,
      getZoom: () => 11,
      loaded: () => true,
      remove: () => undefined,
      fitBounds: fake.fitBounds,
    };
  },
  createMarker: (_map: unknown, element: HTMLElement) => {
    document.body.append(element);
    return { setLngLat: () => undefined, remove: () => element.remove() };
  },
}));

const marker = (hotelId: number, longitude: number, latitude: number): HotelMarker => ({
  hotelId,
  name: `Hotel ${hotelId}`,
  position: [longitude, latitude],
  price: `USD ${100 + hotelId}`,
  amount: 100 + hotelId,
});

// Dubai: the Palm to Deira.
const dubai = [marker(1, 55.14, 25.11), marker(2, 55.31, 25.27), marker(3, 55.27, 25.2)];

function mapOf(markers: readonly HotelMarker[]) {
  return (
    <HotelMarkersMap
      styleUrl="http://127.0.0.1:4700/assets/maps/plain-style.json"
      rtl={false}
      texts={{ map: 'Map', zoomIn: '+', zoomOut: '-', resetBearing: 'N', toggleAttribution: 'i' }}
      markers={markers}
      chosen={null}
      onChoose={() => undefined}
      markerLabel={(m) => m.name}
      clusterLabel={(count, price) => `${count} hotels, from ${price}`}
      onUnavailable={() => undefined}
    />
  );
}

beforeEach(() => {
  maps.length = 0;
});

describe('the hotel map’s view', () => {
  it('opens on the listed hotels’ box, with room for the markers and the controls', async () => {
    render(mapOf(dubai));
    const [map] = maps;
    expect(map?.options.bounds).toEqual([
      [55.14, 25.11],
      [55.31, 25.27],
    ]);
    expect(map?.options.fit).toEqual({ padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM });
    // A cluster (a 40 px disc on its point) and a price marker (up to 90 px wide, 32 px above its
    // point) stay wholly inside; the top clears the zoom buttons (10 px from the edge, 2 × 29 px).
    expect(Math.min(FIT_PADDING.left, FIT_PADDING.right, FIT_PADDING.bottom)).toBeGreaterThanOrEqual(45);
    expect(FIT_PADDING.top).toBeGreaterThanOrEqual(10 + 2 * 29 + 20);

    act(() => map?.emit('load'));
    expect(await screen.findAllByRole('button')).not.toHaveLength(0);
    // Already there: the map does not fly to the hotels from somewhere else once drawn.
    expect(map?.fitBounds).not.toHaveBeenCalled();
  });

  it('fits again, with the same room, when a filter changes the hotels, and not for a new order', async () => {
    const { rerender } = render(mapOf(dubai));
    const [map] = maps;
    act(() => map?.emit('load'));
    await screen.findAllByRole('button');

    rerender(mapOf([...dubai].reverse()));
    expect(map?.fitBounds).not.toHaveBeenCalled();

    rerender(mapOf(dubai.slice(1)));
    expect(map?.fitBounds).toHaveBeenCalledTimes(1);
    expect(map?.fitBounds).toHaveBeenCalledWith(
      [
        [55.27, 25.2],
        [55.31, 25.27],
      ],
      expect.objectContaining({ padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM }),
    );
  });

  it('shows the world when no hotel is left to show', () => {
    render(mapOf([]));
    expect(maps[0]?.options.bounds).toBeUndefined();
    expect(maps[0]?.options.zoom).toBe(1);
  });
});
