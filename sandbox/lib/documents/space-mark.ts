/**
 * A word space that PDF readers building text from drawing order (pdf.js, Firefox's viewer) keep.
 *
 * The writer draws a line's pieces in reading order, each at its place (writer.ts), so in Arabic the
 * pen jumps leftwards from one piece to the next. pdf.js starts a new text item at such a jump and
 * forgets a space drawn just before it; it writes a space item only for a gap to the right of the
 * last glyph. Where the line has a space between two pieces, an invisible, empty glyph of a font of
 * its own is therefore drawn one em right of where the previous piece's text ended: pdf.js reads the
 * gap as a space item, then the empty glyph as a NUL item, which its viewer strips when copying.
 * Other readers (PDFium, poppler) order a line by position and make their own spaces from gaps.
 */

const marks = new WeakMap<PDFKit.PDFDocument, PDFKit.PDFKitReference>();
const FONT_NAME = 'SpaceMark';
const num = (value: number) => String(Math.round(value * 100) / 100);

/** A Type 3 font with one glyph, code 0: no outline, no width, read as U+0000. */
function markFont(doc: PDFKit.PDFDocument): PDFKit.PDFKitReference {
  let font = marks.get(doc);
  if (font) return font;
  const glyph = doc.ref({});
  glyph.end('0 0 d0');
  const toUnicode = doc.ref({});
  toUnicode.end(
    [
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
      '/CMapName /SpaceMark def /CMapType 2 def',
      '1 begincodespacerange <00> <00> endcodespacerange',
      '1 beginbfchar <00> <0000> endbfchar',
      'endcmap CMapName currentdict /CMap defineresource pop end end',
    ].join('\n'),
  );
  font = doc.ref({
    Type: 'Font',
    Subtype: 'Type3',
    FontBBox: [0, 0, 0, 0],
    FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
    CharProcs: { g0: glyph },
    Encoding: { Type: 'Encoding', Differences: [0, 'g0'] },
    FirstChar: 0,
    LastChar: 0,
    Widths: [0],
    Resources: {},
    ToUnicode: toUnicode,
  });
  font.end('');
  marks.set(doc, font);
  return font;
}

/** Marks a word space after text that ended at `textEnd` (page x) on `baseline`, in `size` points. */
export function drawSpaceMark(doc: PDFKit.PDFDocument, textEnd: number, baseline: number, size: number) {
  (doc.page.fonts as Record<string, PDFKit.PDFKitReference>)[FONT_NAME] = markFont(doc);
  doc.save();
  // pdfkit's page space is y down; text space y up, as pdfkit's own text does.
  doc.transform(1, 0, 0, -1, 0, doc.page.height);
  doc.addContent(
    `BT /${FONT_NAME} ${num(size)} Tf 3 Tr 1 0 0 1 ${num(textEnd + size)} ${num(doc.page.height - baseline)} Tm <00> Tj ET`,
  );
  doc.restore();
}
