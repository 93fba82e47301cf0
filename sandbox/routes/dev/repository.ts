import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import type { OutboxMail } from './schemas';

/** The newest mail first; at most `limit`. */
export async function listOutbox(
  db: Database,
  clubId: number,
  to: string,
  limit = 50,
): Promise<OutboxMail[]> {
  const rows = await db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      code: outbox.code,
      otpType: outbox.otpType,
      language: outbox.language,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(and(eq(outbox.clubId, clubId), eq(outbox.to, to)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
