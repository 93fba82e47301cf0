import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * The fonts the documents embed, read from npm packages so that a fresh `npm ci` has them (no
 * system fonts): Noto Sans for Latin text and digits, Noto Naskh Arabic for Arabic, regular and
 * bold. Each file holds one script's subset; the writer picks the font per run of text.
 */
const require = createRequire(import.meta.url);

const file = (pkg: string, name: string) => require.resolve(`@fontsource/${pkg}/files/${name}`);

export const FONT_FILES = {
  latin: file('noto-sans', 'noto-sans-latin-400-normal.woff'),
  latinBold: file('noto-sans', 'noto-sans-latin-700-normal.woff'),
  arabic: file('noto-naskh-arabic', 'noto-naskh-arabic-arabic-400-normal.woff'),
  arabicBold: file('noto-naskh-arabic', 'noto-naskh-arabic-arabic-700-normal.woff'),
} as const;

export type FontName = keyof typeof FONT_FILES;

const parsed = new Map<FontName, Font>();

/** A font file parsed by fontkit (for glyph outlines and shaping), once per process. */
export function fontkitFont(name: FontName): Font {
  let font = parsed.get(name);
  if (!font) {
    font = create(readFileSync(FONT_FILES[name]));
    parsed.set(name, font);
  }
  return font;
}
