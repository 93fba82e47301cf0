import { contrastRatio, MIN_TEXT_CONTRAST, parseHexColour, readableTextOn } from '@/lib/themeContrast';
import { isHexColour } from './rules';

export interface ColourCheck {
  /** The text colour the site would put on this background (white or near-black). */
  text: string;
  /** Its contrast ratio with the background. */
  ratio: number;
  /** Whether it reaches WCAG AA for normal text (4.5:1). */
  passes: boolean;
}

/**
 * How text reads on a chosen colour: the better of white and near-black, as the site's stylesheet
 * picks it (themeContrast.ts), and whether even that fails WCAG AA. Null for a colour that is not
 * a hex code of 3 or 6 digits.
 */
export function checkColour(background: string): ColourCheck | null {
  if (!isHexColour(background)) return null;
  const bg = parseHexColour(background);
  const text = readableTextOn(background);
  const fg = text ? parseHexColour(text) : null;
  if (!bg || !text || !fg) return null;
  const ratio = contrastRatio(bg, fg);
  return { text, ratio, passes: ratio >= MIN_TEXT_CONTRAST };
}

/** The ratio rounded down to one decimal, so that "4.4" never stands for a passing 4.46. */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 10) / 10).toFixed(1);
}
