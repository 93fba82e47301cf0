import type { ApiRequest } from '@/lib/api/baseQuery';

/**
 * A module's booking call as an RTK Query `query`: POST to its path (`/flight/book`, `/hotel/book`)
 * with the booking's body and the attempt's `Idempotency-Key`, so a retry never books twice.
 */
export const idempotentBookingPost =
  (url: string) =>
  ({ body, idempotencyKey }: { body: unknown; idempotencyKey: string }): ApiRequest => ({
    url,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
