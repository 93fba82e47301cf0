import { readFileSync } from 'node:fs';
import path from 'node:path';
import { directionOf } from '@/i18n/routing';
import { usesArabicStylesheet } from './theme';

interface StyleManifest {
  ltr: string;
  rtl: string;
  arabic: string;
}

let manifest: StyleManifest | undefined;

function readManifest(): StyleManifest {
  // Written by scripts/build-styles.mjs; read once per server process.
  manifest ??= JSON.parse(
    readFileSync(path.join(process.cwd(), 'public', 'styles', 'manifest.json'), 'utf8'),
  ) as StyleManifest;
  return manifest;
}

/** Bootstrap's LTR or RTL build for the language, plus the Arabic stylesheet where it applies. */
export function stylesheetsFor(locale: string, themeId: number): string[] {
  const m = readManifest();
  const sheets = [directionOf(locale) === 'rtl' ? m.rtl : m.ltr];
  if (usesArabicStylesheet(themeId, locale)) sheets.push(m.arabic);
  return sheets;
}
