import Supercluster from 'supercluster';
import type { HotelMarker } from './hotelMarkers';

/**
 * Clusters of nearby hotels (supercluster, the library MapLibre clusters with): Dubai's ~1,100 price
 * markers overlap on a phone, so nearby ones are drawn as one button saying how many hotels it holds
 * and the cheapest's price; choosing it zooms in until they come apart.
 */

/** How near (in screen pixels) two markers are drawn as one: about a price marker's width. */
const CLUSTER_RADIUS = 60;
/** From this zoom on, every hotel has its own marker (hotels at the very same spot included). */
export const UNCLUSTERED_ZOOM = 17;
/** The whole world: every listed hotel is on the map, in a marker or a cluster, wherever the view is. */
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

interface HotelProps {
  /** The hotel's place in the list (the keyboard's order). */
  order: number;
  amount: number;
  price: string;
}

interface ClusterProps {
  /** The list place of the cluster's first hotel. */
  order: number;
  /** The cheapest hotel's price, as its marker shows it. */
  amount: number;
  price: string;
}

export type HotelClusterIndex = Supercluster<HotelProps, ClusterProps>;

/** One thing drawn on the map: a listed hotel's marker, or a cluster of several. */
export type MapPoint =
  | { kind: 'hotel'; key: string; order: number; position: [number, number]; marker: HotelMarker }
  | {
      kind: 'cluster';
      key: string;
      order: number;
      position: [number, number];
      clusterId: number;
      /** How many hotels it holds. */
      count: number;
      /** The cheapest of them, per night. */
      price: string;
    };

export function clusterIndexOf(markers: readonly HotelMarker[]): HotelClusterIndex {
  const index = new Supercluster<HotelProps, ClusterProps>({
    radius: CLUSTER_RADIUS,
    maxZoom: UNCLUSTERED_ZOOM - 1,
    map: ({ order, amount, price }) => ({ order, amount, price }),
    reduce: (into, from) => {
      if (from.amount < into.amount) {
        into.amount = from.amount;
        into.price = from.price;
      }
      into.order = Math.min(into.order, from.order);
    },
  });
  index.load(
    markers.map((marker, order) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: marker.position },
      properties: { order, amount: marker.amount, price: marker.price },
    })),
  );
  return index;
}

/**
 * What the map draws at `zoom`: the markers and clusters of every listed hotel, in the list's order
 * (a cluster where its first hotel is), so Tab meets them as the list reads.
 */
export function mapPointsAt(
  index: HotelClusterIndex,
  markers: readonly HotelMarker[],
  zoom: number,
): MapPoint[] {
  const points: MapPoint[] = [];
  for (const feature of index.getClusters(WORLD, Math.floor(zoom))) {
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      points.push({
        kind: 'cluster',
        key: `c${properties.cluster_id}`,
        order: properties.order,
        position: [lng, lat],
        clusterId: properties.cluster_id,
        count: properties.point_count,
        price: properties.price,
      });
    } else {
      const marker = markers[properties.order];
      if (marker)
        points.push({
          kind: 'hotel',
          key: `h${marker.hotelId}`,
          order: properties.order,
          position: marker.position,
          marker,
        });
    }
  }
  return points.sort((a, b) => a.order - b.order);
}

/** The zoom at which a cluster comes apart (its hotels in smaller clusters or their own markers). */
export function expansionZoomOf(index: HotelClusterIndex, clusterId: number): number {
  return Math.min(index.getClusterExpansionZoom(clusterId), UNCLUSTERED_ZOOM);
}

/** How many hotels the points hold (each listed hotel once: in its marker or in one cluster). */
export function hotelsIn(points: readonly MapPoint[]): number {
  return points.reduce((sum, point) => sum + (point.kind === 'cluster' ? point.count : 1), 0);
}
