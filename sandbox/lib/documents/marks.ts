import QRCode from 'qrcode';

/**
 * Marks drawn over a document's text: the booking's QR code (encoded by the `qrcode` library, drawn
 * as vector squares so it stays sharp at any print size) and the "Cancelled" stamp's frame.
 */

/** Draws `text` as a QR code `size` points square at (x, y), black on white with a quiet zone. */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // Four modules of white around the code, as scanners expect.
  const cell = size / (modules.size + 8);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        doc.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
      }
    }
  }
  doc.fill('#000000');
  doc.restore();
}

export const STAMP_COLOUR = '#b71c1c';

/** The stamp's frame, turned about its centre; the caller draws the word inside while turned. */
export function withStampFrame(
  doc: PDFKit.PDFDocument,
  centre: { x: number; y: number },
  box: { width: number; height: number },
  drawWord: () => void,
) {
  doc.save();
  doc.rotate(-16, { origin: [centre.x, centre.y] });
  doc.opacity(0.85);
  doc
    .lineWidth(3)
    .strokeColor(STAMP_COLOUR)
    .roundedRect(centre.x - box.width / 2, centre.y - box.height / 2, box.width, box.height, 8)
    .stroke();
  drawWord();
  doc.restore();
}
