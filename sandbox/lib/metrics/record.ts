import type { RequestRecord } from '../logging/request-record';
import { bookings, httpRequestDuration, mails, payments, searches } from './registry';

export type SearchKind = 'flights' | 'hotels';

/** The booking, payment and search calls, told by route template (never by raw path). */
const BOOKING_ROUTES: Record<string, string> = { 'POST /flight/book': 'flight', 'POST /hotel/book': 'hotel' };
const SEARCH_ROUTES: Record<string, SearchKind> = {
  'POST /flight/start-routing': 'flights',
  'POST /hotel/search': 'hotels',
};
const PAY_ROUTE = 'POST /payment/pay';

function failureOutcome(status: number): string {
  return status >= 500 ? 'error' : 'refused';
}

/**
 * Counts one answered request: its duration per route and status, and — for the calls that start a
 * search, book or pay — what came of it, read from the answer's status (docs/bookings-contract.md:
 * a payment answers 201 when it succeeded, 402 when the card failed, 409 when it was cancelled) and
 * its `Idempotent-Replayed` header.
 */
export function recordRequest(record: RequestRecord, replayed: boolean): void {
  const { method, route, status } = record;
  httpRequestDuration.observe({ method, route, status: String(status) }, record.durationMs / 1000);
  const call = `${method} ${route}`;
  const search = SEARCH_ROUTES[call];
  if (search && status === 201) searches.inc({ kind: search, phase: 'started' });
  const product = BOOKING_ROUTES[call];
  if (product) {
    const outcome = replayed ? 'replayed' : status === 201 ? 'created' : failureOutcome(status);
    bookings.inc({ product, outcome });
  }
  if (call === PAY_ROUTE) {
    const settled: Record<number, string> = { 201: 'succeeded', 402: 'failed', 409: 'cancelled' };
    payments.inc({ outcome: replayed ? 'replayed' : (settled[status] ?? failureOutcome(status)) });
  }
}

/**
 * A poll that answers `complete` with the last results (or a search that found nothing): the search
 * was completed for its caller. Later polls of a finished search deliver nothing new and are not
 * counted again.
 */
export function recordSearchPoll(
  kind: SearchKind,
  poll: { complete: boolean; total: number; nextOffset: number },
  offset: number,
): void {
  if (poll.complete && (offset < poll.nextOffset || (poll.total === 0 && offset === 0)))
    searches.inc({ kind, phase: 'completed' });
}

/** A mail the SMTP server took (`'sent'`) or refused (`'failed'`). */
export function recordMail(outcome: 'sent' | 'failed'): void {
  mails.inc({ outcome });
}
