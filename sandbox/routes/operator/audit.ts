import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs, consoleAuditLog } from '../../db/schema';

/** The console's audit log: every change, who made it and when, the state before and after. */

export const CONSOLE_ROLE_CODE = { SUPER_ADMIN: 1, WL_ADMIN: 2 } as const;

export interface Actor {
  email: string;
  role: keyof typeof CONSOLE_ROLE_CODE;
}

export interface AuditEntry {
  clubId: number | null;
  action: string;
  before: unknown;
  after: unknown;
}

/** Writes one entry (inside the change's own transaction, so neither exists without the other). */
export async function writeAudit(tx: Database, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(consoleAuditLog).values({
    clubId: entry.clubId,
    actorEmail: actor.email,
    actorRole: CONSOLE_ROLE_CODE[actor.role],
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditRow {
  id: number;
  clubId: number | null;
  clubName: string | null;
  actorEmail: string;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

export const AUDIT_PAGE_SIZE = 100;

/** The newest entries: of one club (a WL_ADMIN's), or of every club (a super administrator's). */
export async function listAudit(db: Database, clubId: number | null): Promise<AuditRow[]> {
  const query = db
    .select({
      id: consoleAuditLog.id,
      clubId: consoleAuditLog.clubId,
      clubName: clubs.name,
      actorEmail: consoleAuditLog.actorEmail,
      action: consoleAuditLog.action,
      before: consoleAuditLog.before,
      after: consoleAuditLog.after,
      createdAt: consoleAuditLog.createdAt,
    })
    .from(consoleAuditLog)
    .leftJoin(clubs, eq(clubs.id, consoleAuditLog.clubId));
  const filtered = clubId === null ? query : query.where(eq(consoleAuditLog.clubId, clubId));
  return filtered.orderBy(desc(consoleAuditLog.id)).limit(AUDIT_PAGE_SIZE);
}
