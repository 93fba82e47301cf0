import type { Font, PathCommand } from 'fontkit';
import { LRUCache } from 'lru-cache';
import { fontkitFont, type FontName } from './fonts';

/**
 * Arabic in the PDFs, drawn so that both a reader's eyes and a machine read it right.
 *
 * pdfkit shapes Arabic through fontkit, but its text layer (the ToUnicode map) gives each glyph the
 * character that first used it. Noto Naskh draws ب ت ث ن ي (and ج ح خ, ر ز …) with one dotless body
 * plus separate dots, so copying, searching or a screen reader read "دبي" as "دني" and "للحجز" as
 * "للححر". Each Arabic run is therefore drawn twice, in the same place:
 * - for the eyes: the font's shaped glyphs (joined forms, lam-alef, marks in place), right to left,
 *   as filled outlines, which carry no text;
 * - for machines: the run in logical order as invisible text (rendering mode 3, as OCR'd PDFs do)
 *   in the same font with shaping turned off, so every glyph is one letter's own and the map is
 *   exact; stretched (Tz) over the visible run so that a selection covers what is seen.
 */

/** The pdfkit font of the text layer: its glyphs are the letters' nominal ones, one per character. */
export const TEXT_LAYER_FONT: FontName = 'arabic';

/** A glyph's outline as PDF path operators in font units (y up); quadratics raised to cubics. */
interface Outline {
  ops: string;
  /** [xMin, yMin, xMax, yMax], or null for a glyph that draws nothing (a space). */
  box: [number, number, number, number] | null;
}

export interface ShapedRun {
  font: Font;
  bold: boolean;
  glyphs: { id: number; name: string; outline: Outline }[];
  positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  /** In font units. */
  advance: number;
}

const outlines = new Map<string, Outline>();
const runs = new LRUCache<string, ShapedRun>({ max: 2000 });
/** Each document holds each glyph once, as a form XObject that every use of it paints. */
const glyphObjects = new WeakMap<PDFKit.PDFDocument, Map<string, PDFKit.PDFKitReference>>();

function fontFor(bold: boolean): Font {
  return fontkitFont(bold ? 'arabicBold' : 'arabic');
}

const num = (value: number) => String(Math.round(value * 100) / 100);

function outlineOf(key: string, commands: PathCommand[]): Outline {
  const known = outlines.get(key);
  if (known) return known;
  const ops: string[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  const point = (px: number, py: number) => {
    xs.push(px);
    ys.push(py);
    return `${num(px)} ${num(py)}`;
  };
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const { command, args } of commands) {
    const [a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0] = args;
    if (command === 'moveTo') {
      [x, y, startX, startY] = [a0, a1, a0, a1];
      ops.push(`${point(x, y)} m`);
    } else if (command === 'lineTo') {
      [x, y] = [a0, a1];
      ops.push(`${point(x, y)} l`);
    } else if (command === 'quadraticCurveTo') {
      const c1 = point(x + (2 / 3) * (a0 - x), y + (2 / 3) * (a1 - y));
      const c2 = point(a2 + (2 / 3) * (a0 - a2), a3 + (2 / 3) * (a1 - a3));
      [x, y] = [a2, a3];
      ops.push(`${c1} ${c2} ${point(x, y)} c`);
    } else if (command === 'bezierCurveTo') {
      [x, y] = [a4, a5];
      ops.push(`${point(a0, a1)} ${point(a2, a3)} ${point(x, y)} c`);
    } else {
      ops.push('h');
      [x, y] = [startX, startY];
    }
  }
  const outline: Outline = {
    ops: ops.length > 0 ? `${ops.join('\n')}\nf` : '',
    box:
      xs.length > 0
        ? [
            Math.floor(Math.min(...xs)),
            Math.floor(Math.min(...ys)),
            Math.ceil(Math.max(...xs)),
            Math.ceil(Math.max(...ys)),
          ]
        : null,
  };
  outlines.set(key, outline);
  return outline;
}

/** The font's own layout of `text` (logical order in, glyphs left to right out). */
export function shapeArabic(text: string, bold = false): ShapedRun {
  const key = `${bold ? 'b' : 'r'}\u0000${text}`;
  const known = runs.get(key);
  if (known) return known;
  const font = fontFor(bold);
  const run = font.layout(text);
  const shaped: ShapedRun = {
    font,
    bold,
    glyphs: run.glyphs.map((glyph) => ({
      id: glyph.id,
      name: glyph.name,
      outline: outlineOf(`${bold ? 'b' : 'r'}${glyph.id}`, glyph.path.commands),
    })),
    positions: run.positions.map(({ xAdvance, xOffset, yOffset }) => ({ xAdvance, xOffset, yOffset })),
    advance: run.positions.reduce((sum, position) => sum + position.xAdvance, 0),
  };
  runs.set(key, shaped);
  return shaped;
}

/** The phrase's words, left to right as drawn (the first word read is the rightmost). */
const wordsOf = (text: string) => text.split(/ +/).filter(Boolean).reverse();

function spaceWidth(size: number, bold: boolean): number {
  const space = shapeArabic(' ', bold);
  return (space.advance * size) / space.font.unitsPerEm;
}

export function arabicWidth(text: string, size: number, bold: boolean): number {
  const words = wordsOf(text);
  const letters = words.reduce((sum, word) => {
    const run = shapeArabic(word, bold);
    return sum + (run.advance * size) / run.font.unitsPerEm;
  }, 0);
  return letters + Math.max(0, words.length - 1) * spaceWidth(size, bold);
}

/** Every OpenType feature of the font turned off: no joining forms, ligatures or decomposed dots. */
let unshaped: Record<string, boolean> | null = null;
function unshapedFeatures(): Record<string, boolean> {
  unshaped ??= Object.fromEntries(fontFor(false).availableFeatures.map((tag) => [tag, false]));
  return unshaped;
}

/** Zero-width joiners steer shaping only; in the text layer they would read as stray characters. */
const JOINERS = /[\u200c\u200d]/g;

function glyphObject(doc: PDFKit.PDFDocument, run: ShapedRun, index: number): string | null {
  const glyph = run.glyphs[index];
  if (!glyph?.outline.box) return null;
  const name = `AG${run.bold ? 'b' : 'r'}${glyph.id}`;
  let objects = glyphObjects.get(doc);
  if (!objects) {
    objects = new Map();
    glyphObjects.set(doc, objects);
  }
  let ref = objects.get(name);
  if (!ref) {
    ref = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: glyph.outline.box });
    ref.end(glyph.outline.ops);
    objects.set(name, ref);
  }
  (doc.page.xobjects as Record<string, PDFKit.PDFKitReference>)[name] = ref;
  return name;
}

/** One word's shaped glyphs at `x`, in the current fill colour; answers its width. */
function drawWord(
  doc: PDFKit.PDFDocument,
  word: string,
  x: number,
  baseline: number,
  size: number,
  bold: boolean,
) {
  const run = shapeArabic(word, bold);
  const scale = size / run.font.unitsPerEm;
  let pen = x;
  run.positions.forEach((position, index) => {
    const name = glyphObject(doc, run, index);
    if (name) {
      doc.save();
      // Font units are y up; pdfkit's page space is y down.
      doc.transform(scale, 0, 0, -scale, pen + position.xOffset * scale, baseline - position.yOffset * scale);
      doc.addContent(`/${name} Do`);
      doc.restore();
    }
    pen += position.xAdvance * scale;
  });
  return pen - x;
}

/**
 * Draws `text` (Arabic words with spaces between) with its left edge at `x` on `baseline`, in the
 * current fill colour; answers its width.
 */
export function drawArabic(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  baseline: number,
  size: number,
  bold: boolean,
): number {
  const space = spaceWidth(size, bold);
  const placed: { word: string; x: number; width: number }[] = [];
  let pen = x;
  for (const word of wordsOf(text)) {
    if (placed.length > 0) pen += space;
    const width = drawWord(doc, word, pen, baseline, size, bold);
    placed.push({ word, x: pen, width });
    pen += width;
  }
  drawTextLayer(doc, placed, baseline, size);
  return pen - x;
}

/** A word ending in a combining mark (the tanween of ابتداءً) draws that mark first, left of all. */
const ENDS_IN_MARK = /\p{Mn}$/u;

/**
 * The invisible text, one word at a time, a space character between words. PDF readers (pdf.js
 * among them) read a gap between words as one space and a space character followed by letters that
 * touch as none. A word whose last letter carries a mark is drawn mark first, and a reader handles
 * the mark before it measures the gap, so it would print a space inside the word: such a word's
 * text starts where the previous word ends (touching, stretched over the gap), and the space
 * character alone separates them.
 */
function drawTextLayer(
  doc: PDFKit.PDFDocument,
  placed: { word: string; x: number; width: number }[],
  baseline: number,
  size: number,
) {
  // pdfkit takes feature tags to add; fontkit, underneath, also takes tag → false to remove one.
  const features = unshapedFeatures() as unknown as PDFKit.Mixins.OpenTypeFeatures[];
  const options = { lineBreak: false, baseline: 'alphabetic' as const, features };
  doc.font(TEXT_LAYER_FONT).fontSize(size);
  doc.save();
  // Text state set outside BT holds inside pdfkit's own text objects; restore() drops it again.
  doc.addContent('3 Tr');
  placed.forEach(({ word, x, width }, index) => {
    const text = word.replace(JOINERS, '');
    const previous = placed[index - 1];
    let start = x;
    if (previous) {
      const previousEnd = previous.x + previous.width;
      if (ENDS_IN_MARK.test(text)) start = previousEnd;
      doc.addContent('0 Tz');
      doc.text(' ', previousEnd, baseline, options);
    }
    const natural = doc.widthOfString(text, { features });
    if (natural > 0) doc.addContent(`${num((100 * (x + width - start)) / natural)} Tz`);
    doc.text(text, start, baseline, options);
  });
  doc.restore();
}
