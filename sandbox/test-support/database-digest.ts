import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Row count and a hash of every row, per table of the `public` schema: two digests are equal
 * exactly when no row was added, changed or removed in between. Tests compare them around a
 * refused request to show it changed nothing.
 *
 * The rate limits' windows are left out: counting a request is not a change it made (the count
 * happens before the request is handled, whatever its outcome, as when the windows lived in memory).
 */
const NOT_DATA = ['rate_limit_windows'];

export async function databaseDigest(db: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const digest: Record<string, string> = {};
  for (const { table_name: name } of tables) {
    if (NOT_DATA.includes(name)) continue;
    const [row] = rowsOf<{ n: number; hash: string }>(
      await db.execute(
        sql.raw(
          `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as hash
           from "${name}" t`,
        ),
      ),
    );
    digest[name] = `${row?.n} rows, ${row?.hash}`;
  }
  return digest;
}

/** PGlite answers `{ rows }`, postgres.js the rows themselves. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
