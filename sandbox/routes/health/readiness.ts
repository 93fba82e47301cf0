import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** A readiness probe must answer fast: a database slower than this counts as unreachable. */
export const DATABASE_CHECK_TIMEOUT_MS = 2000;

export type DatabaseCheck = 'ok' | 'timeout' | 'error';

/** One real round trip (`select 1`), bounded by `timeoutMs`. */
export async function checkDatabase(
  db: Database,
  timeoutMs = DATABASE_CHECK_TIMEOUT_MS,
): Promise<DatabaseCheck> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DatabaseCheck>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    (): DatabaseCheck => 'ok',
    (): DatabaseCheck => 'error',
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
