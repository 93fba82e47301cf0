import { describe, expect, it } from 'vitest';
import { clusterIndexOf, expansionZoomOf, hotelsIn, mapPointsAt, UNCLUSTERED_ZOOM } from './hotelClusters';
import type { HotelMarker } from './hotelMarkers';

/** A hotel `east` metres east of the Dubai Creek (about), costing `amount` a night. */
const hotel = (hotelId: number, east: number, amount: number): HotelMarker => ({
  hotelId,
  name: `Hotel ${hotelId}`,
  position: [55.3 + east / 100_000, 25.26],
  price: `USD ${amount}`,
  amount,
});

// Three hotels a few hundred metres apart in Deira, two together in Marina 25 km away, in list order.
const markers = [
  hotel(7, 0, 410),
  hotel(3, -25_000, 150),
  hotel(9, 300, 95),
  hotel(4, -25_000 + 200, 220),
  hotel(5, 600, 130),
];

describe('the hotel map clusters', () => {
  it('draws nearby hotels as one cluster saying how many and the cheapest price, every hotel counted once', () => {
    const index = clusterIndexOf(markers);
    const points = mapPointsAt(index, markers, 9);
    expect(points).toEqual([
      expect.objectContaining({ kind: 'cluster', count: 3, price: 'USD 95', order: 0 }),
      expect.objectContaining({ kind: 'cluster', count: 2, price: 'USD 150', order: 1 }),
    ]);
    expect(hotelsIn(points)).toBe(markers.length);
  });

  it("gives every hotel its own marker, in the list's order, once zoomed in far enough", () => {
    const index = clusterIndexOf(markers);
    const points = mapPointsAt(index, markers, UNCLUSTERED_ZOOM);
    expect(points.map((point) => (point.kind === 'hotel' ? point.marker.hotelId : null))).toEqual([
      7, 3, 9, 4, 5,
    ]);
    expect(hotelsIn(points)).toBe(markers.length);
  });

  it('opens a cluster at a zoom where it comes apart', () => {
    const index = clusterIndexOf(markers);
    const [deira] = mapPointsAt(index, markers, 9);
    if (deira?.kind !== 'cluster') throw new Error('expected a cluster');
    const zoom = expansionZoomOf(index, deira.clusterId);
    expect(zoom).toBeGreaterThan(9);
    expect(zoom).toBeLessThanOrEqual(UNCLUSTERED_ZOOM);
    const after = mapPointsAt(index, markers, zoom).filter((point) => point.position[0] > 55.2);
    expect(after.length).toBeGreaterThan(1);
    expect(hotelsIn(after)).toBe(3);
  });

  it('follows the list: a filtered, re-sorted list clusters only the hotels it shows, in its order', () => {
    const shown = [markers[4]!, markers[0]!, markers[1]!];
    const points = mapPointsAt(clusterIndexOf(shown), shown, 9);
    expect(points).toEqual([
      expect.objectContaining({ kind: 'cluster', count: 2, price: 'USD 130', order: 0 }),
      expect.objectContaining({ kind: 'hotel', order: 2 }),
    ]);
    expect(hotelsIn(points)).toBe(3);
  });

  it('keeps hotels at the very same spot apart once past the clustering zooms', () => {
    const twins = [hotel(1, 0, 100), hotel(2, 0, 120)];
    const index = clusterIndexOf(twins);
    expect(mapPointsAt(index, twins, UNCLUSTERED_ZOOM - 1)).toHaveLength(1);
    expect(mapPointsAt(index, twins, UNCLUSTERED_ZOOM)).toHaveLength(2);
  });
});
