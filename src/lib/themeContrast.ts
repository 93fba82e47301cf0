/**
 * Readable text on the club's colours (WCAG 2 contrast). The layout can add these to the theme's CSS
 * custom properties; the stylesheet uses them when present:
 *   --on-primary / --on-secondary  text colour on a primary / secondary background
 *   --primary-text                 the primary colour, darkened until it reads on white (links)
 */
type Rgb = readonly [number, number, number];

const DARK_TEXT = '#111111';
const LIGHT_TEXT = '#ffffff';
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

export function parseHexColour(value: string): Rgb | null {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim());
  const hex = match?.[1];
  if (!hex) return null;
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on the colour; null for a colour that is not hex. */
export function readableTextOn(background: string): string | null {
  const bg = parseHexColour(background);
  if (!bg) return null;
  const white = contrastRatio(bg, [255, 255, 255]);
  const dark = contrastRatio(bg, [17, 17, 17]);
  return white >= dark ? LIGHT_TEXT : DARK_TEXT;
}

/** The colour itself if it reads on white, else mixed with black in 5% steps until it does. */
export function darkenForText(colour: string, minContrast: number = MIN_TEXT_CONTRAST): string | null {
  const rgb = parseHexColour(colour);
  if (!rgb) return null;
  for (let keep = 1; keep >= 0; keep -= 0.05) {
    const mixed = rgb.map((c) => c * keep) as unknown as Rgb;
    if (contrastRatio(mixed, [255, 255, 255]) >= minContrast) return toHex(mixed);
  }
  return '#000000';
}

/** The custom properties to add beside the theme colours (only those that can be computed). */
export function themeContrastVariables(primary: string, secondary: string): Record<string, string> {
  const vars: Record<string, string> = {};
  const onPrimary = readableTextOn(primary);
  const onSecondary = readableTextOn(secondary);
  const primaryText = darkenForText(primary);
  if (onPrimary) vars['--on-primary'] = onPrimary;
  if (onSecondary) vars['--on-secondary'] = onSecondary;
  if (primaryText) vars['--primary-text'] = primaryText;
  return vars;
}

export { DARK_TEXT, LIGHT_TEXT };
