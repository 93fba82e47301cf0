import { renderInvoice } from './invoice';
import type { BookingDocument, DocumentType } from './model';
import { renderTicket } from './ticket';
import { renderVoucher } from './voucher';

/**
 * A booking's document as a PDF, or null when the booking has no such document. CPU-bound for tens
 * to hundreds of milliseconds: the API calls it through the render pool (render-pool.ts), never on
 * its own event loop.
 */
export async function renderDocument(type: DocumentType, booking: BookingDocument): Promise<Buffer | null> {
  if (type === 'invoice') return renderInvoice(booking);
  if (type === 'ticket') return booking.module === 'flight' ? renderTicket(booking) : null;
  return booking.module === 'hotel' ? renderVoucher(booking) : null;
}
