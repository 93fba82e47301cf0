import type { ClubConfig } from '@/lib/club/types';
import { safeColour } from '@/lib/theme';

export interface PngIcon {
  size: number;
  /** `maskable` icons fill their square with the club colour and keep the logo in the safe zone. */
  purpose: 'any' | 'maskable';
  /** The logo sits on the club's colour (iOS paints a transparent touch icon black). */
  onColour: boolean;
}

/** The PNG icons made from the club's logo, served at `/club-icon/<file>`. */
export const PNG_ICONS = {
  'icon-32.png': { size: 32, purpose: 'any', onColour: false },
  'apple-touch-icon.png': { size: 180, purpose: 'any', onColour: true },
  'icon-192.png': { size: 192, purpose: 'any', onColour: false },
  'icon-512.png': { size: 512, purpose: 'any', onColour: false },
  'maskable-512.png': { size: 512, purpose: 'maskable', onColour: true },
} as const satisfies Record<string, PngIcon>;

export type PngIconFile = keyof typeof PNG_ICONS;

export function isPngIconFile(file: string): file is PngIconFile {
  return Object.hasOwn(PNG_ICONS, file);
}

/** The path of one of the club's icons on its own site. */
export function iconPath(file: PngIconFile): string {
  return `/club-icon/${file}`;
}

/** The colour behind the logo on touch and maskable icons, and the manifest's theme colour. */
export function clubColour(config: ClubConfig): string {
  return safeColour(config.theme_setup.color_schema.primary['100']) ?? '#ffffff';
}

const SVG_ROOT = /<svg\b[^>]*>/i;

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function withAttribute(tag: string, name: string, value: string): string {
  const pattern = new RegExp(`\\s${name}\\s*=\\s*(?:"[^"]*"|'[^']*')`, 'i');
  return pattern.test(tag)
    ? tag.replace(pattern, ` ${name}="${value}"`)
    : tag.replace(/^<svg\b/i, `<svg ${name}="${value}"`);
}

/**
 * A club logo is usually wide: its mark first, then the name. An icon is square and tiny, where
 * the name cannot be read, so a wide SVG logo is cut to its leading square (the mark, where logos
 * put it). A square or tall logo is kept whole. Returns null when the text is not a usable SVG.
 */
export function squareLogoSvg(svg: string): string | null {
  const root = SVG_ROOT.exec(svg);
  if (!root) return null;
  const tag = root[0];
  const viewBox = attribute(tag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  let box: [number, number, number, number] | null = null;
  if (viewBox && viewBox.length === 4 && viewBox.every(Number.isFinite)) {
    box = [viewBox[0]!, viewBox[1]!, viewBox[2]!, viewBox[3]!];
  } else {
    const width = Number.parseFloat(attribute(tag, 'width') ?? '');
    const height = Number.parseFloat(attribute(tag, 'height') ?? '');
    if (Number.isFinite(width) && Number.isFinite(height)) box = [0, 0, width, height];
  }
  if (!box || !(box[2] > 0) || !(box[3] > 0)) return null;
  const [x, y, width, height] = box;
  const side = Math.min(width, height);
  // A tall logo keeps its width and is centred vertically; a wide one keeps its leading square.
  const square = width > height ? [x, y, side, side] : [x, y + (height - side) / 2, side, side];
  let squared = withAttribute(tag, 'viewBox', square.join(' '));
  squared = withAttribute(squared, 'width', String(side));
  squared = withAttribute(squared, 'height', String(side));
  return svg.replace(tag, squared);
}
