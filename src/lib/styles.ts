import { readFileSync } from 'node:fs';
import path from 'node:path';
import { directionOf } from '@/i18n/routing';
import { shareStylesheetText } from './inlineStylesheets';
import { usesArabicStylesheet } from './theme';

interface StyleManifest {
  ltr: string;
  rtl: string;
  pagesLtr: string;
  pagesRtl: string;
  arabic: string;
}

/** A built stylesheet: its public URL (React's key for it) and its text, for inlining
 *  (also shared with the server render of `InlineStylesheet`, src/lib/inlineStylesheets.ts). */
export interface Stylesheet {
  href: string;
  css: string;
}

const publicDir = () => path.join(process.cwd(), 'public');

let manifest: StyleManifest | undefined;
const texts = new Map<string, string>();

function readManifest(): StyleManifest {
  // Written by scripts/build-styles.mjs; read once per server process.
  manifest ??= JSON.parse(
    readFileSync(path.join(publicDir(), 'styles', 'manifest.json'), 'utf8'),
  ) as StyleManifest;
  return manifest;
}

function sheet(href: string): Stylesheet {
  let css = texts.get(href);
  if (css === undefined) {
    // Hashed, immutable files: read once per server process.
    css = readFileSync(path.join(publicDir(), href), 'utf8');
    texts.set(href, css);
    shareStylesheetText(href, css);
  }
  return { href, css };
}

/**
 * The first stylesheets, in every page's head: the LTR or RTL build of app.scss (Bootstrap, the
 * shell, the home page) for the language, plus the Arabic stylesheet where it applies. The layout
 * inlines them (`InlineStylesheet`), so the first paint waits for no request of its own.
 */
export function stylesheetsFor(locale: string, themeId: number): Stylesheet[] {
  const m = readManifest();
  const sheets = [sheet(directionOf(locale) === 'rtl' ? m.rtl : m.ltr)];
  if (usesArabicStylesheet(themeId, locale)) sheets.push(sheet(m.arabic));
  return sheets;
}

/** The second stylesheet (pages.scss: results, checkout, forms, calendar, toasts) for the language. */
export function pageStylesheetFor(locale: string): Stylesheet {
  const m = readManifest();
  return sheet(directionOf(locale) === 'rtl' ? m.pagesRtl : m.pagesLtr);
}
