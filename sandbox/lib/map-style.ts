/**
 * The reference API's own map style: a plain background and nothing else (no tiles, no fonts, no
 * sprites), so the demo's hotel maps and their tests load nothing from outside the machine. The
 * site draws the hotels' price markers over it; a real club points `maps.style_url` at its
 * provider's style instead (docs/hotel-map.md).
 */
export const LOCAL_MAP_STYLE_PATH = '/assets/maps/plain-style.json';

export const LOCAL_MAP_STYLE = {
  version: 8,
  name: 'Plain (reference API)',
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#dfe9f0' } }],
};
