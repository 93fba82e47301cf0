import type { Branding, DocumentLanguage } from './writer';

/** What the documents print, gathered by the bookings routes from the booking and the club. */

export const DOCUMENT_TYPES = ['ticket', 'voucher', 'invoice'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The seller named on the invoice: the club, from its configuration. */
export interface Issuer {
  name: string;
  address: string;
  email: string;
  phone: string;
}

export interface MoneyLine {
  description: string;
  quantity: number;
  /** Per unit, taxes excluded. */
  unitPrice: number;
  taxes: number;
  /** Fees charged besides taxes (hotels). */
  fees: number;
}

/** The name a club gives its customers' tax number on invoices. */
export type TaxIdLabel = 'GST' | 'VAT' | 'TRN';

interface Common {
  language: DocumentLanguage;
  /** The club shows Umm al-Qura dates beside the Gregorian ones in Arabic (`clubs.show_hijri`). */
  showHijri: boolean;
  branding: Branding;
  issuer: Issuer;
  reference: string;
  /** BOOKING_STATUS name, e.g. `Confirmed`. */
  statusName: string;
  /** Cancelled (or its cancellation asked for): every page is stamped so. */
  cancelled: boolean;
  bookedAt: string;
  currency: string;
  decimals: number;
  amount: number;
  /** PAYMENT_METHOD name, or null before payment. */
  paymentMethodName: string | null;
  cardLast4: string | null;
  paidAt: string | null;
  /** `name`: who the invoice is billed to — the account holder, or the lead traveller of a guest booking. */
  contact: { name: string; email: string; phone: string };
  /** The customer's company, when they asked for a tax invoice. */
  /**
   * The customer's company, when they asked for a tax invoice: `registrationNo` is its tax number and
   * `taxIdLabel` the club's word for it (GST, VAT or TRN: issue 30 item 22).
   */
  company: { name: string; registrationNo: string; taxIdLabel: TaxIdLabel } | null;
  lines: MoneyLine[];
}

export interface FlightSegmentPrint {
  flightNumber: string;
  airline: string;
  origin: string;
  destination: string;
  departure: string;
  arrival: string;
  aircraft: string;
}

export interface FlightDocument extends Common {
  module: 'flight';
  tripType: string;
  cabin: number;
  fareBrand: string;
  refundable: boolean;
  baggage: { checkedKg: number; cabinKg: number };
  validatingAirline: string;
  segments: FlightSegmentPrint[];
  /** Each airline's record locator (PNR), once ticketed. */
  recordLocators: { airline: string; locator: string }[];
  /** `eTicket`: null before ticketing. */
  travellers: { type: string; name: string; passport: string; eTicket: string | null }[];
}

export interface HotelDocument extends Common {
  module: 'hotel';
  hotel: { name: string; address: string; city: string; country: string; stars: number };
  checkIn: string;
  checkOut: string;
  nights: number;
  checkInFrom: string;
  checkOutUntil: string;
  rooms: {
    name: string;
    board: string;
    adults: number;
    children: number;
    cancellation: { freeUntil: string; penaltyText: string } | null;
    /** The hotel's confirmation number, once the booking is confirmed. */
    confirmationNumber: string | null;
  }[];
  guests: string[];
  specialRequests: string | null;
  arrivalTime: string | null;
}

export type BookingDocument = FlightDocument | HotelDocument;

/** Which documents a booking has: a flight's e-ticket or a hotel's voucher, and its invoice. */
export function documentTypesOf(module: BookingDocument['module']): DocumentType[] {
  return module === 'flight' ? ['ticket', 'invoice'] : ['voucher', 'invoice'];
}
