import type { ApiClient, Envelope } from '@/lib/api/client';
import type { CardToken, PayableBooking, PaymentInstrument } from './types';

/**
 * The payment calls of the club API, shared by every module: the card's tokenisation (outside the
 * store, see paymentEndpoints), the pay body and attempt keys; the rest are ./paymentEndpoints.
 */

export interface CardDetails {
  cardNumber: string;
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

/** `save`: also keep the card for the signed-in user (TOKENIZATION); sent only when asked. */
export async function tokenizeCard(api: ApiClient, card: CardDetails, save = false): Promise<CardToken> {
  const response = await api.post<Envelope<CardToken>>(
    '/payment/tokenize',
    save ? { ...card, saveCard: true } : card,
  );
  return response.data.data;
}

export function payBody(booking: PayableBooking, instrument: PaymentInstrument) {
  return {
    bookingId: booking.bookingId,
    moduleType: booking.moduleType,
    amount: booking.amount,
    ...instrument,
    ...(booking.accessToken ? { accessToken: booking.accessToken } : {}),
  };
}

/** A new key for a new attempt (a UUID, as the contract suggests). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
