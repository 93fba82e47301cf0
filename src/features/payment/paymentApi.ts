import type { ApiClient, Envelope } from '@/lib/api/client';
import type { CardToken, PayableBooking, PaymentInstrument, PaymentMethod, PaymentResult } from './types';

/** The payment calls of the club API, shared by every module. */

export async function fetchPaymentMethods(api: ApiClient, moduleType: number): Promise<PaymentMethod[]> {
  const response = await api.get<Envelope<PaymentMethod[]>>('/payment/methods', { params: { moduleType } });
  return Array.isArray(response.data.data) ? response.data.data : [];
}

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

export async function payBooking(
  api: ApiClient,
  body: ReturnType<typeof payBody>,
  idempotencyKey: string,
): Promise<PaymentResult> {
  const response = await api.post<Envelope<PaymentResult>>('/payment/pay', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return response.data.data;
}

/** A new key for a new attempt (a UUID, as the contract suggests). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
