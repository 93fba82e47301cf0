import type { Logger } from '../context';
import { storageKey, type FileStore, type StorageKey } from './store';

/** A row that points at its file: the key in the store, or (written before the store) its bytes. */
export interface FileRow {
  storageKey: string | null;
  content: Buffer | null;
}

/** The row's file: from the store by its key, else the bytes an older version kept in the row. */
export async function fileOfRow(store: FileStore, row: FileRow): Promise<Buffer | null> {
  if (row.storageKey) return store.get(storageKey(row.storageKey));
  return row.content;
}

/**
 * Writes the file first, then runs `record` (the transaction that writes its row): the transaction
 * never waits on the disk or the network, and on the embedded database nothing else waits on it
 * either. When `record` fails the file is removed again.
 */
export async function putThenRecord<T>(
  store: FileStore,
  file: { key: StorageKey; contentType: string } & ({ bytes: Uint8Array } | { path: string }),
  record: () => Promise<T>,
): Promise<T> {
  if ('path' in file) await store.putFile(file.key, file.path, file.contentType);
  else await store.put(file.key, file.bytes, file.contentType);
  try {
    return await record();
  } catch (error) {
    await store.delete(file.key).catch(() => undefined);
    throw error;
  }
}

/**
 * Removes the files of rows that are gone (a replaced picture, a removed document), after their
 * transaction committed. A failure is logged and the request goes on: an orphan costs disk space,
 * never a wrong answer.
 */
export async function removeFiles(
  store: FileStore,
  keys: readonly (string | null | undefined)[],
  logger: Logger,
): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await store.delete(storageKey(key));
    } catch (error) {
      logger.warn('A stored file could not be removed', { err: error, area: key.split('/')[0] });
    }
  }
}
