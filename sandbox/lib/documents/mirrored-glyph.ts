import { fontkitFont } from './fonts';

/**
 * A bracket inside right-to-left text, drawn so that the eye sees its mirror image and a reader
 * gets the bracket as written: the mirror glyph's outline (a filled path, which carries no text)
 * and, over it, the written bracket as invisible text (rendering mode 3, as arabic-text.ts does).
 */

/**
 * Draws `shown` (the mirror image) with its left edge at `x` and `written` over it as text, in the
 * current fill colour and font (the Latin one of `bold`, at `size`).
 */
export function drawMirroredBracket(
  doc: PDFKit.PDFDocument,
  shown: string,
  written: string,
  x: number,
  baseline: number,
  size: number,
  bold: boolean,
) {
  const font = fontkitFont(bold ? 'latinBold' : 'latin');
  const glyph = font.layout(shown).glyphs[0];
  if (glyph) {
    const scale = size / font.unitsPerEm;
    doc.save();
    // Font units are y up; pdfkit's page space is y down.
    doc.transform(scale, 0, 0, -scale, x, baseline);
    doc.path(glyph.path.toSVG()).fill();
    doc.restore();
  }
  doc.save();
  doc.addContent('3 Tr');
  doc.text(written, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
  doc.restore();
}
