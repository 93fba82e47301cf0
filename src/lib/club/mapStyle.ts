import type { components } from '@/lib/api/schema';

/** The club configuration's `maps` (read from the contract, not ./types, which imports this file). */
type ClubMaps = components['schemas']['ClubConfiguration']['maps'];

/**
 * The address the hotel maps load their MapLibre style from: the club's `maps.style_url` with its
 * `{key}` replaced by `maps.key` (a browser key, public by design, restricted by the provider to
 * the club's hosts). null, so that the site shows no map and no map button, when the club has no
 * style, when the style wants a key the club has not set, or when the address is not http(s).
 */
export function mapStyleUrlOf(maps: ClubMaps | undefined): string | null {
  const template = maps?.style_url?.trim();
  if (!template) return null;
  const key = maps?.key?.trim() ?? '';
  if (template.includes('{key}') && !key) return null;
  const url = template.replaceAll('{key}', encodeURIComponent(key));
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
