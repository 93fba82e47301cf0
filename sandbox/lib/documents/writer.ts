import PDFDocument from 'pdfkit';
import { arabicWidth, drawArabic } from './arabic-text';
import { hasArabic, mirrored, visualPieces, type Piece } from './bidi-text';
import { FONT_FILES, type FontName } from './fonts';
import { STAMP_COLOUR, drawQrCode, withStampFrame } from './marks';
import { drawMirroredBracket } from './mirrored-glyph';
import { drawSpaceMark } from './space-mark';

/**
 * Draws a document on A4 pages in one language: left to right in English, mirrored in Arabic
 * (columns, alignment and the header swap sides), each line put in visual order by bidi-text.ts.
 */

export type DocumentLanguage = 'en' | 'ar';

/** Whose name, logo and colours head a document: the club's, or an approved agent's. */
export interface Branding {
  name: string;
  /** `#rgb` or `#rrggbb`. */
  primary: string;
  secondary: string;
  /** PNG or JPEG bytes, or null to print the name instead. */
  logo: Buffer | null;
}

export type Align = 'start' | 'end' | 'center';

export interface Column {
  title: string;
  /** Share of the content width. */
  share: number;
  align?: Align;
}

interface LineStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: Align;
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const INK = '#1f2933';
const MUTED = '#5f6b7a';
const RULE = '#d5dbe3';

function fullHex(colour: string): string {
  const hex = colour.replace('#', '');
  return hex.length === 3 ? `#${[...hex].map((digit) => digit + digit).join('')}` : `#${hex}`;
}

/** White or ink, whichever reads better on `background` (WCAG relative luminance). */
function textOn(background: string): string {
  const hex = fullHex(background).slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.4 ? INK : '#ffffff';
}

export class DocumentWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly rtl: boolean;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  y = PAGE.margin;
  readonly width = PAGE.width - 2 * PAGE.margin;

  constructor(
    readonly language: DocumentLanguage,
    readonly branding: Branding,
    meta: { title: string; subject: string },
  ) {
    this.rtl = language === 'ar';
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      lang: language,
      displayTitle: true,
      bufferPages: true,
      info: { Title: meta.title, Subject: meta.subject, Author: branding.name, Creator: branding.name },
    });
    for (const [name, file] of Object.entries(FONT_FILES)) this.doc.registerFont(name, file);
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  /** The page x of a box that starts `offset` from the reading start and is `width` wide. */
  private boxX(offset: number, width: number): number {
    return this.rtl ? PAGE.margin + this.width - offset - width : PAGE.margin + offset;
  }

  private latinFont(bold: boolean): FontName {
    return bold ? 'latinBold' : 'latin';
  }

  private lineHeight(size: number, text: string): number {
    return size * (this.rtl || hasArabic(text) ? 1.75 : 1.45);
  }

  private pieceWidth(piece: Piece, size: number, bold: boolean): number {
    return piece.script === 'arabic'
      ? arabicWidth(piece.text, size, bold)
      : this.doc.font(this.latinFont(bold)).fontSize(size).widthOfString(piece.text);
  }

  measure(text: string, size: number, bold = false): number {
    return visualPieces(text, this.rtl).reduce((sum, piece) => sum + this.pieceWidth(piece, size, bold), 0);
  }

  /** Splits `text` at spaces into lines no wider than `width` (a single long word stays whole). */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (line !== '' && this.measure(candidate, size, bold) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }

  /** One line on the baseline `baseline`, in the box at `offset` (from the reading start), `width` wide. */
  private drawLine(text: string, offset: number, width: number, baseline: number, style: LineStyle) {
    const size = style.size ?? 9.5;
    const bold = style.bold ?? false;
    const align = style.align ?? 'start';
    const x0 = this.boxX(offset, width);
    const used = this.measure(text, size, bold);
    const startsLeft = (align === 'start') !== this.rtl;
    let x = align === 'center' ? x0 + (width - used) / 2 : startsLeft ? x0 : x0 + width - used;
    this.doc.fillColor(style.color ?? INK);
    // Laid out left to right as seen, drawn in reading order: a PDF reader (pdf.js) gives a line's
    // text in the order it was drawn, so an Arabic line holding a date, a number or a Latin name,
    // drawn left to right, copied with its parts back to front.
    const placed = visualPieces(text, this.rtl).map((piece) => {
      const at = x;
      x += this.pieceWidth(piece, size, bold);
      return { piece, x: at };
    });
    placed.sort((a, b) => a.piece.start - b.piece.start);
    let textEnd = x0;
    for (const { piece, x: at } of placed) textEnd = this.drawPiece(piece, at, baseline, size, bold, textEnd);
  }

  /** Draws one piece at `x`; answers where its text ends for a reader (see space-mark.ts). */
  private drawPiece(
    piece: Piece,
    x: number,
    baseline: number,
    size: number,
    bold: boolean,
    textEnd: number,
  ): number {
    if (piece.script === 'arabic') return x + drawArabic(this.doc, piece.text, x, baseline, size, bold);
    const options = { lineBreak: false, baseline: 'alphabetic' as const };
    this.doc.font(this.latinFont(bold)).fontSize(size);
    if (!piece.reversed) {
      this.doc.text(piece.text, x, baseline, options);
      return x + this.doc.widthOfString(piece.text);
    }
    // Neutrals in right-to-left text, turned round for the eye: each character is drawn at its place,
    // last seen first, so that they read in their written order. A bracket shows its mirror image
    // (mirrored-glyph.ts); a space gets a mark that pdf.js reads as one (space-mark.ts).
    const chars = [...piece.text];
    let end = textEnd;
    for (let at = chars.length - 1; at >= 0; at -= 1) {
      const shown = chars[at] ?? ' ';
      const advance = this.doc.widthOfString(shown);
      const left = x + this.doc.widthOfString(chars.slice(0, at + 1).join('')) - advance;
      const written = mirrored(shown);
      if (shown.trim() === '') {
        this.doc.text(shown, left, baseline, options);
        drawSpaceMark(this.doc, end, baseline, size);
      } else if (written === shown) {
        this.doc.text(shown, left, baseline, options);
        end = left + advance;
      } else {
        drawMirroredBracket(this.doc, shown, written, left, baseline, size, bold);
        end = left + advance;
      }
    }
    return end;
  }

  /** Wrapped text in a box; answers the height it took. Does not move `y`. */
  private block(text: string, offset: number, width: number, top: number, style: LineStyle): number {
    const size = style.size ?? 9.5;
    let height = 0;
    for (const line of this.wrap(text, width, size, style.bold)) {
      const lineHeight = this.lineHeight(size, line);
      this.drawLine(line, offset, width, top + height + size * 1.05, style);
      height += lineHeight;
    }
    return height;
  }

  private blockHeight(text: string, width: number, style: LineStyle): number {
    const size = style.size ?? 9.5;
    return this.wrap(text, width, size, style.bold).reduce(
      (sum, line) => sum + this.lineHeight(size, line),
      0,
    );
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensure(height: number) {
    if (this.y + height <= PAGE.height - PAGE.margin - 30) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  paragraph(text: string, style: LineStyle = {}) {
    this.ensure(this.blockHeight(text, this.width, style));
    this.y += this.block(text, 0, this.width, this.y, style);
  }

  /** The band at the top: the brand's logo (or name) and colours, the title and the reference. */
  header(title: string, referenceLine: string) {
    const { doc, branding } = this;
    const primary = fullHex(branding.primary);
    const height = 74;
    doc.rect(0, 0, PAGE.width, height).fill(primary);
    doc.rect(0, height, PAGE.width, 4).fill(fullHex(branding.secondary));
    const onPrimary = textOn(primary);
    const half = this.width / 2;
    if (branding.logo) {
      doc.image(branding.logo, this.boxX(0, 140), 14, {
        fit: [140, 46],
        ...(this.rtl ? { align: 'right' as const } : {}),
      });
    } else {
      this.block(branding.name, 0, half, 22, { size: 16, bold: true, color: onPrimary });
    }
    this.block(title, half, half, 14, { size: 15, bold: true, color: onPrimary, align: 'end' });
    this.block(referenceLine, half, half, 40, { size: 10, color: onPrimary, align: 'end' });
    this.y = height + 22;
  }

  section(title: string) {
    this.ensure(40);
    this.y += 6;
    const height = this.block(title, 0, this.width, this.y, {
      size: 11.5,
      bold: true,
      color: fullHex(this.branding.primary),
    });
    this.y += height + 1;
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.margin + this.width, this.y)
      .lineWidth(0.8)
      .strokeColor(fullHex(this.branding.secondary))
      .stroke();
    this.y += 6;
  }

  /** Label/value pairs, two to a row, in the first `width` points from the reading start. */
  fields(pairs: [string, string][], width = this.width) {
    const column = width / 2;
    for (let index = 0; index < pairs.length; index += 2) {
      const row = pairs.slice(index, index + 2);
      const heights = row.map(([, value]) => 12 + this.blockHeight(value, column - 12, {}));
      const height = Math.max(...heights);
      this.ensure(height);
      row.forEach(([label, value], at) => {
        this.block(label, at * column, column - 12, this.y, { size: 7.5, color: MUTED });
        this.block(value, at * column, column - 12, this.y + 11, {});
      });
      this.y += height + 4;
    }
  }

  /** Label/value pairs beside a QR code of `qrText` at the reading end (the booking reference). */
  fieldsWithQrCode(pairs: [string, string][], qrText: string) {
    const size = 78;
    const top = this.y;
    this.fields(pairs, this.width - size - 12);
    drawQrCode(this.doc, qrText, this.boxX(this.width - size, size), top - 6, size);
    this.y = Math.max(this.y, top + size - 2);
  }

  /** A table with a shaded header row; `emphasise` rows (indexes) are bold. */
  table(columns: Column[], rows: string[][], emphasise: number[] = []) {
    const widths = columns.map((column) => column.share * this.width);
    const offsets = widths.map((_, at) => widths.slice(0, at).reduce((sum, width) => sum + width, 0));
    const drawRow = (cells: string[], style: LineStyle, shade: string | null) => {
      const height =
        6 + Math.max(...cells.map((cell, at) => this.blockHeight(cell, (widths[at] ?? 0) - 8, style)));
      this.ensure(height);
      if (shade) this.doc.rect(PAGE.margin, this.y, this.width, height).fill(shade);
      cells.forEach((cell, at) => {
        this.block(cell, (offsets[at] ?? 0) + 4, (widths[at] ?? 0) - 8, this.y + 3, {
          ...style,
          align: columns[at]?.align ?? 'start',
        });
      });
      this.y += height;
      this.doc
        .moveTo(PAGE.margin, this.y)
        .lineTo(PAGE.margin + this.width, this.y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    };
    drawRow(
      columns.map((column) => column.title),
      { size: 8, bold: true, color: INK },
      '#eef1f5',
    );
    rows.forEach((cells, at) => drawRow(cells, { bold: emphasise.includes(at) }, null));
    this.y += 6;
  }

  /** A word stamped across the page (a cancelled booking's "Cancelled"). */
  private stamp(word: string) {
    const size = 34;
    const centre = { x: PAGE.width / 2, y: 250 };
    const box = { width: this.measure(word, size, true) + 48, height: size * 1.9 };
    withStampFrame(this.doc, centre, box, () =>
      this.drawLine(word, 0, this.width, centre.y + size * 0.36, {
        size,
        bold: true,
        color: STAMP_COLOUR,
        align: 'center',
      }),
    );
  }

  /** A footer line (and the stamp, if any) on every page, then the finished file. */
  async finish(footer: string, stamp: string | null = null): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let page = range.start; page < range.start + range.count; page += 1) {
      this.doc.switchToPage(page);
      if (stamp) this.stamp(stamp);
      this.block(footer, 0, this.width, PAGE.height - PAGE.margin - 10, {
        size: 7.5,
        color: MUTED,
        align: 'center',
      });
    }
    this.doc.end();
    return this.done;
  }
}
