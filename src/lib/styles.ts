import { readFileSync } from 'node:fs';
import path from 'node:path';
import { directionOf } from '@/i18n/routing';
import { usesArabicStylesheet } from './theme';

interface StyleManifest {
  ltr: string;
  rtl: string;
  pagesLtr: string;
  pagesRtl: string;
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

/**
 * The first stylesheets, render-blocking on every page: the LTR or RTL build of app.scss (Bootstrap,
 * the shell, the home page) for the language, plus the Arabic stylesheet where it applies.
 */
export function stylesheetsFor(locale: string, themeId: number): string[] {
  const m = readManifest();
  const sheets = [directionOf(locale) === 'rtl' ? m.rtl : m.ltr];
  if (usesArabicStylesheet(themeId, locale)) sheets.push(m.arabic);
  return sheets;
}

/** The second stylesheet (pages.scss: results, checkout, forms, calendar, toasts) for the language. */
export function pageStylesheetFor(locale: string): string {
  const m = readManifest();
  return directionOf(locale) === 'rtl' ? m.pagesRtl : m.pagesLtr;
}
