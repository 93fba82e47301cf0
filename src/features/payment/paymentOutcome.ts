import { ApiError, toApiError } from '@/lib/api/errors';
import { BOOKING_STATUS, type PaymentResult } from './types';

/** What an attempt to pay came to, as the page shows it. */
export type PayOutcome =
  | { kind: 'success'; result: PaymentResult }
  /** Paid, then the supplier (airline, hotel) refused: the booking is Failed and refunded. */
  | { kind: 'supplier_failed'; result: PaymentResult }
  | { kind: 'declined' }
  | { kind: 'failed' }
  | { kind: 'cancelled' }
  | { kind: 'wallet_insufficient' }
  | { kind: 'points_insufficient' }
  | { kind: 'already_paid' }
  | { kind: 'expired' }
  /** No answer (network, timeout, 5xx): the same attempt may be sent again with the same key. */
  | { kind: 'no_answer' }
  | { kind: 'error'; message: string | null };

const DECLINED = 'This card is not valid, please enter another card';

export function outcomeOfResult(result: PaymentResult): PayOutcome {
  if (result.status === 'SUCCEEDED') {
    return result.bookingStatus === BOOKING_STATUS.Failed
      ? { kind: 'supplier_failed', result }
      : { kind: 'success', result };
  }
  return outcomeOfRefusal(result);
}

/** A payment the API refused (FAILED or CANCELLED), by its status and message. */
export function outcomeOfRefusal(attempt: Pick<PaymentResult, 'status' | 'message'>): PayOutcome {
  if (attempt.status === 'CANCELLED') return { kind: 'cancelled' };
  const message = attempt.message ?? '';
  if (message === DECLINED) return { kind: 'declined' };
  if (/insufficient wallet/i.test(message)) return { kind: 'wallet_insufficient' };
  if (/insufficient loyalty/i.test(message)) return { kind: 'points_insufficient' };
  return { kind: 'failed' };
}

function resultIn(error: ApiError): PaymentResult | null {
  const data = (error.data as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' && 'status' in data ? (data as PaymentResult) : null;
}

export function outcomeOfError(raw: unknown): PayOutcome {
  const error = toApiError(raw);
  const result = resultIn(error);
  if (result) return outcomeOfResult(result);
  if (error.status === 0 || error.status >= 500) return { kind: 'no_answer' };
  if (error.status === 410) return { kind: 'expired' };
  if (error.status === 402) return { kind: 'failed' };
  if (error.status === 409 && /already paid/i.test(error.serverMessage ?? ''))
    return { kind: 'already_paid' };
  return { kind: 'error', message: error.serverMessage };
}
