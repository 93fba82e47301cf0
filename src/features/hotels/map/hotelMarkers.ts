import type { HotelSummary } from '../api/search';

/** One price marker: where, what it shows (the night's price, as the cards show it) and its name. */
export interface HotelMarker {
  hotelId: number;
  name: string;
  /** [longitude, latitude], as the map library takes them. */
  position: [number, number];
  price: string;
  /** The night's price as a number (a cluster says its cheapest hotel's price). */
  amount: number;
}

export type Bounds = [[number, number], [number, number]];

const isCoordinate = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The markers of the hotels the list shows, in the list's order (so that the keyboard meets them
 * in the order the list reads): the filters and the sort reach the map through `hotels`. A hotel
 * without usable coordinates gets no marker; it stays in the list, the accessible equivalent.
 */
export function hotelMarkersOf(
  hotels: readonly HotelSummary[],
  formatPrice: (amount: number, currency?: string) => string,
): HotelMarker[] {
  return hotels
    .filter((hotel) => isCoordinate(hotel.latitude, 90) && isCoordinate(hotel.longitude, 180))
    .map((hotel) => ({
      hotelId: hotel.hotelId,
      name: hotel.name,
      position: [hotel.longitude, hotel.latitude],
      price: formatPrice(hotel.cheapest.pricePerNight, hotel.cheapest.currency),
      amount: hotel.cheapest.pricePerNight,
    }));
}

/** The box around the markers ([south-west, north-east]), or null when there is none. */
export function boundsOf(markers: readonly HotelMarker[]): Bounds | null {
  if (markers.length === 0) return null;
  let [west, south] = markers[0]!.position;
  let [east, north] = markers[0]!.position;
  for (const { position } of markers) {
    west = Math.min(west, position[0]);
    east = Math.max(east, position[0]);
    south = Math.min(south, position[1]);
    north = Math.max(north, position[1]);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** What the map must do to show `next` where it shows the markers of `shownIds`. */
export interface MarkerChanges {
  /** Hotels no longer listed: their markers go. */
  removed: number[];
  /** Hotels newly listed: their markers come. */
  added: HotelMarker[];
}

export function markerChanges(shownIds: Iterable<number>, next: readonly HotelMarker[]): MarkerChanges {
  const nextIds = new Set(next.map((marker) => marker.hotelId));
  const shown = new Set(shownIds);
  return {
    removed: [...shown].filter((id) => !nextIds.has(id)),
    added: next.filter((marker) => !shown.has(marker.hotelId)),
  };
}

/**
 * The chosen hotel, still: null once the filters have taken it out of the list, so the card never
 * shows a hotel the list does not.
 */
export function stillListed(chosen: number | null, markers: readonly HotelMarker[]): number | null {
  return chosen !== null && markers.some((marker) => marker.hotelId === chosen) ? chosen : null;
}
