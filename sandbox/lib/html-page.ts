import { createHash } from 'node:crypto';

/**
 * The frame the API's few HTML pages share (the operator console, the console set-up link, the
 * agent panel): an HTML5 document in the page's language — right to left in Arabic — kept out of
 * search engines, with inline styles that the page's Content-Security-Policy allows by hash.
 * Routes keep their own look, texts and headers; only the frame and the escaping live here.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A stylesheet's CSP source (`'sha256-…'`), so an inline <style> runs without 'unsafe-inline'. */
export const styleSource = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

export interface HtmlDocument {
  /** The page's language: `ar` sets `dir="rtl"`. */
  lang: string;
  title: string;
  /** The page's own stylesheet, inline (its hash belongs in the page's Content-Security-Policy). */
  style: string;
  /** More of the head after the stylesheet (extra styles, deferred scripts), already escaped. */
  head?: string;
  /** Everything inside <body>, already escaped. */
  body: string;
}

export function htmlDocument({ lang, title, style, head, body }: HtmlDocument): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
${head === undefined ? '' : `${head}\n`}</head>
<body>
${body}
</body>
</html>
`;
}
