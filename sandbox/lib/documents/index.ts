import type { DocumentType } from './model';

export { renderDocument } from './render';
export { createRenderPool, type DocumentRenderer } from './render-pool';
export { DOCUMENT_TYPES, documentTypesOf } from './model';
export { labelsFor } from './labels';
export { formatDay, formatMoney } from './format';
export { hijriDate, showsHijri } from './hijri';
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

/** `ticket-K7QM2X-en.pdf`. */
export function documentFileName(type: DocumentType, reference: string, language: string): string {
  return `${type}-${reference.replace(/[^A-Za-z0-9-]/g, '')}-${language}.pdf`;
}
