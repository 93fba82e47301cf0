import { parentPort } from 'node:worker_threads';
import { renderDocument } from './render';
import type { BookingDocument, DocumentType } from './model';

/** One worker of the render pool: a booking document in, its PDF bytes (or an error) out. */

interface RenderRequest {
  id: number;
  type: DocumentType;
  booking: BookingDocument;
}

if (!parentPort) throw new Error('render-worker-main runs as a worker thread');
const port = parentPort;

port.on('message', ({ id, type, booking }: RenderRequest) => {
  // A Buffer arrives as a plain Uint8Array; pdfkit wants a Buffer for the logo.
  const logo = booking.branding.logo;
  const document = logo
    ? { ...booking, branding: { ...booking.branding, logo: Buffer.from(logo) } }
    : booking;
  renderDocument(type, document).then(
    (pdf) => port.postMessage({ id, pdf: pdf ? new Uint8Array(pdf) : null }),
    (error: unknown) =>
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
