import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { maskEmail } from '../../lib/logging/mask';
import { writeAudit, type Actor } from './audit';

/**
 * "Resend" on the console's outbox page: a mail the worker gave up on (status failed) goes back to
 * pending with a fresh count of attempts, due now; the worker sends it like any other, under the
 * same Message-ID. Only a failed mail, and only one of the operator's own club unless the operator
 * is a super administrator; the change and its audit entry are one transaction.
 */

export type ResendResult = 'resent' | 'not-found' | 'not-failed';

export async function resendFailedMail(
  db: Database,
  actor: Actor,
  mailId: number,
  /** The operator's club; null for a super administrator (every club's mail). */
  clubId: number | null,
): Promise<ResendResult> {
  return db.transaction(async (tx) => {
    const mine =
      clubId === null
        ? eq(mailOutbox.id, mailId)
        : and(eq(mailOutbox.id, mailId), eq(mailOutbox.clubId, clubId));
    const [row] = await tx.select().from(mailOutbox).where(mine).for('update');
    if (!row) return 'not-found';
    if (row.status !== 'failed') return 'not-failed';
    await tx
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), claimedUntil: null })
      .where(eq(mailOutbox.id, row.id));
    await writeAudit(tx, actor, {
      clubId: row.clubId,
      action: 'mail.resend',
      // The recipient masked, as on the page: the audit says which mail, not whose address.
      before: {
        mail: row.id,
        kind: row.kind,
        to: maskEmail(row.recipient),
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
      },
      after: { mail: row.id, status: 'pending', attempts: 0 },
    });
    return 'resent';
  });
}
