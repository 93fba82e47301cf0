import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';

/** The map's own control and canvas names, in the page's language (MapLibre's locale keys). */
export interface MapTexts {
  map: string;
  zoomIn: string;
  zoomOut: string;
  resetBearing: string;
  toggleAttribution: string;
}

export interface CreateMapOptions {
  container: HTMLElement;
  styleUrl: string;
  rtl: boolean;
  texts: MapTexts;
  center: [number, number];
  zoom: number;
  /** The first view: this box, fitted with `fit`'s padding (then `center` and `zoom` are not used). */
  bounds?: [[number, number], [number, number]];
  fit?: { padding: MapPadding; maxZoom: number };
  /** A map in a page that scrolls (the details page) leaves the wheel to the page. */
  scrollZoom?: boolean;
}

/** Room kept between the markers and the map's edges, in pixels, per side. */
export interface MapPadding {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * A MapLibre map with the site's conventions: its controls named in the page's language and, in
 * Arabic, on the mirrored side (zoom at the top left, attribution at the bottom right becomes the
 * bottom left); no rotation, which a hotel map does not need. This module is what pulls MapLibre
 * in: only the map components import it, and they are loaded when a map is shown.
 */
export function createMap(options: CreateMapOptions): MapLibreMap {
  const map = new maplibregl.Map({
    container: options.container,
    style: options.styleUrl,
    center: options.center,
    zoom: options.zoom,
    ...(options.bounds ? { bounds: options.bounds, fitBoundsOptions: options.fit } : {}),
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    scrollZoom: options.scrollZoom ?? true,
    locale: {
      'Map.Title': options.texts.map,
      'NavigationControl.ZoomIn': options.texts.zoomIn,
      'NavigationControl.ZoomOut': options.texts.zoomOut,
      'NavigationControl.ResetBearing': options.texts.resetBearing,
      'AttributionControl.ToggleAttribution': options.texts.toggleAttribution,
    },
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(
    new maplibregl.NavigationControl({ showCompass: false }),
    options.rtl ? 'top-left' : 'top-right',
  );
  map.addControl(
    new maplibregl.AttributionControl({ compact: true }),
    options.rtl ? 'bottom-left' : 'bottom-right',
  );
  return map;
}

/**
 * A marker whose element the caller fills (a React portal), anchored by its bottom edge (a price
 * marker points at its hotel) or, for a cluster's round badge, by its centre.
 */
export function createMarker(
  map: MapLibreMap,
  element: HTMLElement,
  position: [number, number],
  centred = false,
) {
  const marker = new maplibregl.Marker({ element, anchor: centred ? 'center' : 'bottom' })
    .setLngLat(position)
    .addTo(map);
  // MapLibre names the wrapper "Map marker"; the button inside carries the real name.
  element.removeAttribute('aria-label');
  return marker;
}

export type { MapLibreMap };
export type MapLibreMarker = ReturnType<typeof createMarker>;
