import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { drawQrCode } from './marks';

/** The QR code drawn on e-tickets and vouchers reads back as the booking reference's code. */

/** A stand-in for pdfkit's document that records the squares drawn. */
function recordingDoc() {
  const squares: { x: number; y: number; size: number }[] = [];
  const doc = {
    save: () => doc,
    restore: () => doc,
    fill: () => doc,
    rect: (x: number, y: number, width: number) => {
      squares.push({ x, y, size: width });
      return doc;
    },
  };
  return { doc: doc as unknown as PDFKit.PDFDocument, squares };
}

describe('drawQrCode', () => {
  it('draws exactly the dark modules of the reference’s QR code, inside a white quiet zone', () => {
    const { doc, squares } = recordingDoc();
    drawQrCode(doc, 'K7QM2X', 100, 200, 78);
    const [background, ...cells] = squares;
    expect(background).toEqual({ x: 100, y: 200, size: 78 });
    const { modules } = QRCode.create('K7QM2X', { errorCorrectionLevel: 'M' });
    const cell = 78 / (modules.size + 8);
    const drawn = new Set(
      cells.map(({ x, y }) => `${Math.round((y - 200) / cell) - 4},${Math.round((x - 100) / cell) - 4}`),
    );
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1)
        if (modules.get(row, column)) expected.add(`${row},${column}`);
    expect(drawn).toEqual(expected);
    // Another reference draws another code.
    const other = recordingDoc();
    drawQrCode(other.doc, 'H4TL22', 100, 200, 78);
    expect(other.squares).not.toEqual(squares);
  });
});
