import { renderInvoice } from './invoice';
import type { BookingDocument, DocumentType } from './model';
import { renderTicket } from './ticket';
import { renderVoucher } from './voucher';

export { DOCUMENT_TYPES, documentTypesOf } from './model';
export { labelsFor } from './labels';
export { formatDay, formatMoney } from './format';
export type {
  BookingDocument,
  DocumentType,
  FlightDocument,
  HotelDocument,
  Issuer,
  MoneyLine,
  TaxIdLabel,
} from './model';
export type { Branding, DocumentLanguage } from './writer';

/** A booking's document as a PDF, or null when the booking has no such document. */
export async function renderDocument(type: DocumentType, booking: BookingDocument): Promise<Buffer | null> {
  if (type === 'invoice') return renderInvoice(booking);
  if (type === 'ticket') return booking.module === 'flight' ? renderTicket(booking) : null;
  return booking.module === 'hotel' ? renderVoucher(booking) : null;
}

/** `ticket-K7QM2X-en.pdf`. */
export function documentFileName(type: DocumentType, reference: string, language: string): string {
  return `${type}-${reference.replace(/[^A-Za-z0-9-]/g, '')}-${language}.pdf`;
}
