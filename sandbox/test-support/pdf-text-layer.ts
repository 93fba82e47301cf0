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
    for (const item of content.items) if ('str' in item && item.str.trim() !== '') items.push(item.str);
  }
  await document.destroy();
  return items;
}
