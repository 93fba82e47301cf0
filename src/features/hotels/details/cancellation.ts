import { instantOf } from '@/lib/dates/zonedDeadline';
import type { Cancellation } from '../api/booking';

export { formatDeadline, instantOf, type DeadlineText } from '@/lib/dates/zonedDeadline';

export type CancellationState =
  /** Free cancellation until the deadline, then the penalty. */
  | { kind: 'free_until'; deadline: string; penalty: number }
  /** Refundable, but the free period is over: cancelling costs the penalty. */
  | { kind: 'penalty_only'; penalty: number }
  | { kind: 'non_refundable' };

/** What a rate's cancellation means at `now`. */
export function cancellationState(
  rate: { refundable: boolean; cancellation: Cancellation | null },
  now: Date,
): CancellationState {
  if (!rate.refundable || !rate.cancellation) return { kind: 'non_refundable' };
  const deadline = instantOf(rate.cancellation.freeUntil);
  if (deadline && deadline.getTime() > now.getTime()) {
    return { kind: 'free_until', deadline: rate.cancellation.freeUntil, penalty: rate.cancellation.penalty };
  }
  return { kind: 'penalty_only', penalty: rate.cancellation.penalty };
}
