import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF reader extracts (what copying, search and screen readers get), read with pdf.js,
 * Firefox's PDF engine: each page's text items in drawing order, each item's text in reading
 * order (pdf.js puts right-to-left runs back in logical order).
 */
export async function readerText(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const items: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      // NUL: the space marks' glyphs (space-mark.ts), which pdf.js's viewer strips when copying.
      const text = 'str' in item ? item.str.replaceAll('\0', '') : '';
      if (text.trim() !== '') items.push(text);
    }
  }
  await document.destroy();
  return items;
}

/**
 * The text as pdf.js's viewer copies it: every item's text in drawing order (the spaces it makes
 * from gaps included), a line break where it ends a line, NULs stripped; answered line by line.
 */
export async function readerLines(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  let text = '';
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str.replaceAll('\0', '');
      if (item.hasEOL) text += '\n';
    }
    text += '\n';
  }
  await document.destroy();
  return text.split('\n').map((line) => line.trim());
}
