import type { ClubConfig } from './club/types';
import { themeContrastVariables } from './themeContrast';

type ColorSchema = ClubConfig['theme_setup']['color_schema'];

const PRIMARY_SHADES = ['100', '80', '60', '40', '30', '20'] as const;
const SECONDARY_SHADES = ['100', '80', '60', '40', '20'] as const;

/** Only plain colour values reach the stylesheet, so a configuration can never inject CSS. */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

/** A plain colour value (hex, rgb(a), hsl(a)), or null: nothing else reaches CSS or the manifest. */
export function safeColour(value: string | undefined): string | null {
  const v = value?.trim();
  return v && SAFE_COLOUR.test(v) ? v : null;
}

/** The club's theme colours as CSS custom properties. */
export function themeVariables(schema: ColorSchema): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const shade of PRIMARY_SHADES) {
    const colour = safeColour(schema.primary[shade]);
    if (colour) vars[`--primary-${shade}`] = colour;
  }
  for (const shade of SECONDARY_SHADES) {
    const colour = safeColour(schema.secondary[shade]);
    if (colour) vars[`--secondary-${shade}`] = colour;
  }
  const box = safeColour(schema.primary_box);
  if (box) vars['--primary-box'] = box;
  // Text colours that stay readable on the club's own colours (white or near-black, WCAG AA).
  const primary = vars['--primary-100'];
  const secondary = vars['--secondary-100'];
  if (primary && secondary) Object.assign(vars, themeContrastVariables(primary, secondary));
  return vars;
}

export function themeCss(schema: ColorSchema): string {
  const body = Object.entries(themeVariables(schema))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}

/** The Arabic stylesheet is used when the theme id is 1 and the language is Arabic. */
export function usesArabicStylesheet(themeId: number, locale: string): boolean {
  return themeId === 1 && locale === 'ar';
}
