import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/**
 * The WCAG AA check of a club's theme (4.5:1 for normal text): the pairs the site draws text with.
 * Links are the primary colour on white; the header and buttons carry white or near-black text,
 * whichever reads better (as the site picks them, src/lib/themeContrast.ts); the primary box holds
 * the site's body text.
 */

export const MIN_CONTRAST = 4.5;
export const WHITE = '#ffffff';
export const DARK_TEXT = '#111111';
/** The site's body text colour (Bootstrap's). */
export const BODY_TEXT = '#212529';

/** The theme fields the checked pairs use. */
export type CheckedField = 'primary_100' | 'secondary_100' | 'primary_box';

export type ContrastCheck = 'links' | 'header' | 'buttons' | 'box';

export interface ContrastResult {
  check: ContrastCheck;
  field: CheckedField;
  foreground: string;
  background: string;
  ratio: number;
  ok: boolean;
}

/** The text colour (white or near-black) that reads better on `background`. */
export function textOn(background: string): string {
  return colord(background).contrast(WHITE) >= colord(background).contrast(DARK_TEXT) ? WHITE : DARK_TEXT;
}

/** Every checked pair of the theme, with its ratio (colord's: rounded down to two decimals, never flattering). */
export function contrastResults(colours: Record<CheckedField, string>): ContrastResult[] {
  const pair = (check: ContrastCheck, field: CheckedField, foreground: string, background: string) => {
    // colord already floors to two decimals; flooring its answer again lost 0.01 to floating point
    // (17.58 * 100 = 1757.99…), so the check and the live preview (assets/club-form.js) disagreed.
    const ratio = colord(foreground).contrast(background);
    return { check, field, foreground, background, ratio, ok: ratio >= MIN_CONTRAST };
  };
  const primary = colours.primary_100;
  const secondary = colours.secondary_100;
  return [
    pair('links', 'primary_100', primary, WHITE),
    pair('header', 'primary_100', textOn(primary), primary),
    pair('buttons', 'secondary_100', textOn(secondary), secondary),
    pair('box', 'primary_box', BODY_TEXT, colours.primary_box),
  ];
}

export const contrastProblems = (colours: Record<CheckedField, string>) =>
  contrastResults(colours).filter((result) => !result.ok);
