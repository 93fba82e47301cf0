import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clubHosts, clubs } from '../db/schema';

/** Lower-case `host[:port]`, the form hosts are stored in. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase();
}

export async function clubExists(db: Database, clubId: number): Promise<boolean> {
  const rows = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return rows.length > 0;
}

/** Whether `host` (customer or agent) belongs to any club. */
export async function isClubHost(db: Database, host: string): Promise<boolean> {
  const rows = await db
    .select({ host: clubHosts.host })
    .from(clubHosts)
    .where(eq(clubHosts.host, normaliseHost(host)))
    .limit(1);
  return rows.length > 0;
}
