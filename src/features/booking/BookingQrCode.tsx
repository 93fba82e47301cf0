'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

/** Four modules of white around the code, as scanners expect (as on the e-ticket and voucher). */
const QUIET_ZONE = 4;

interface QrShape {
  /** Width and height in modules, quiet zone included. */
  size: number;
  /** One SVG path of every dark module (a 1×1 square each). */
  path: string;
}

/** The QR code of `text` (the `qrcode` library's matrix, the same call as the PDFs) as one path. */
async function qrShape(text: string): Promise<QrShape> {
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path };
}

/**
 * The booking reference as a QR code, for the printed booking (issue 33): the print stylesheet
 * shows it beside the references, the screen does not (the page has the reference, a copy button
 * and the PDFs, which carry the same code). The library is fetched after the page has shown, in a
 * chunk of its own, so it costs no first-load script; without it (offline) the print has none.
 */
export function BookingQrCode({ reference }: { reference: string }) {
  const t = useTranslations('bookingReferences');
  const [shape, setShape] = useState<QrShape | null>(null);

  useEffect(() => {
    let live = true;
    qrShape(reference).then(
      (made) => live && setShape(made),
      () => live && setShape(null),
    );
    return () => {
      live = false;
    };
  }, [reference]);

  if (!shape) return null;
  return (
    <figure className="booking-qr" data-testid="booking-qr">
      <svg
        viewBox={`0 0 ${shape.size} ${shape.size}`}
        role="img"
        aria-label={t('qr_label', { reference: `\u2068${reference}\u2069` })}
        shapeRendering="crispEdges"
      >
        <rect width={shape.size} height={shape.size} fill="#fff" />
        <path d={shape.path} fill="#000" />
      </svg>
      <figcaption>{t('qr_caption')}</figcaption>
    </figure>
  );
}
