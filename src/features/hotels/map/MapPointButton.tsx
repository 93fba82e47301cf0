'use client';

import type { MapPoint } from './hotelClusters';

export interface MapPointButtonProps {
  point: MapPoint;
  chosen: boolean;
  /** "{hotel}, {price} per night", or "{count} hotels, from {price}". */
  label: string;
  /** A hotel shows its card; a cluster zooms in until its hotels come apart. */
  onChoose: () => void;
  onFocus: () => void;
}

/**
 * One button on the hotel map: a hotel's price marker, or a cluster showing how many hotels it
 * holds. `data-hotels` says how many hotels it stands for, so the tests can count every listed
 * hotel on the map; `data-order` is its first hotel's place in the list.
 */
export function MapPointButton({ point, chosen, label, onChoose, onFocus }: MapPointButtonProps) {
  if (point.kind === 'cluster') {
    return (
      <button
        type="button"
        className="hotel-map__cluster"
        aria-label={label}
        data-hotels={point.count}
        data-order={point.order}
        onClick={onChoose}
        onFocus={onFocus}
      >
        {point.count}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="hotel-map__marker"
      aria-label={label}
      aria-pressed={chosen}
      data-hotels={1}
      data-order={point.order}
      onClick={onChoose}
      onFocus={onFocus}
    >
      {point.marker.price}
    </button>
  );
}
