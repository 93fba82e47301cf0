import { sql, type SQL } from 'drizzle-orm';
import { check, customType, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A PostgreSQL `bytea` column read as a Node Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Where an uploaded file's bytes are, for the tables that hold uploads (agent logos and documents,
 * profile images): a key in the file store, or — only on rows written before files left the
 * database — the bytes themselves, moved to the store at start-up.
 */
export function storedFileColumns() {
  return {
    /** The file in the store (lib/storage); null only on rows written before files left the database. */
    storageKey: text('storage_key').unique(),
    /** Only rows written before files left the database; moved to the store at start-up. */
    content: bytea('content'),
  };
}

/** Every row has its file somewhere: in the store or, for an old row, in the row. */
export function storedFileCheck(name: string, table: { storageKey: AnyPgColumn; content: AnyPgColumn }) {
  const rule: SQL = sql`${table.storageKey} is not null or ${table.content} is not null`;
  return check(name, rule);
}
