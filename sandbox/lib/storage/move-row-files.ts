import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentDocuments, agentLogos, profileImages } from '../../db/schema';
import { newStorageKey, type FileStore, type StorageArea } from './store';

/**
 * Moves the files that versions before the store kept in database rows (`content`) into the store,
 * one row at a time: put the file, then set the row's key and empty its `content` in one update
 * that only applies while the row still has no key. Two instances starting together over one
 * PostgreSQL (or a start interrupted half-way) never lose a file: the loser of a race removes the
 * copy it wrote, and a row not yet moved is still read from `content`. Answers how many moved.
 */
export async function moveRowFilesToStore(db: Database, store: FileStore): Promise<number> {
  let moved = 0;
  for (const table of MOVABLE) moved += await moveTable(db, store, table);
  return moved;
}

interface MovableTable {
  area: StorageArea;
  next(db: Database): Promise<{ id: number; contentType: string; content: Buffer | null } | undefined>;
  claim(db: Database, id: number, key: string): Promise<boolean>;
}

const MOVABLE: MovableTable[] = [
  {
    area: 'agent-documents',
    next: async (db) =>
      (
        await db
          .select({
            id: agentDocuments.id,
            contentType: agentDocuments.contentType,
            content: agentDocuments.content,
          })
          .from(agentDocuments)
          .where(isNull(agentDocuments.storageKey))
          .limit(1)
      )[0],
    claim: async (db, id, key) =>
      (
        await db
          .update(agentDocuments)
          .set({ storageKey: key, content: null })
          .where(and(eq(agentDocuments.id, id), isNull(agentDocuments.storageKey)))
          .returning({ id: agentDocuments.id })
      ).length > 0,
  },
  {
    area: 'agent-logos',
    next: async (db) =>
      (
        await db
          .select({
            id: agentLogos.agentId,
            contentType: agentLogos.contentType,
            content: agentLogos.content,
          })
          .from(agentLogos)
          .where(isNull(agentLogos.storageKey))
          .limit(1)
      )[0],
    claim: async (db, id, key) =>
      (
        await db
          .update(agentLogos)
          .set({ storageKey: key, content: null })
          .where(and(eq(agentLogos.agentId, id), isNull(agentLogos.storageKey)))
          .returning({ id: agentLogos.agentId })
      ).length > 0,
  },
  {
    area: 'profile-images',
    next: async (db) =>
      (
        await db
          .select({
            id: profileImages.userId,
            contentType: profileImages.contentType,
            content: profileImages.content,
          })
          .from(profileImages)
          .where(isNull(profileImages.storageKey))
          .limit(1)
      )[0],
    claim: async (db, id, key) =>
      (
        await db
          .update(profileImages)
          .set({ storageKey: key, content: null })
          .where(and(eq(profileImages.userId, id), isNull(profileImages.storageKey)))
          .returning({ id: profileImages.userId })
      ).length > 0,
  },
];

async function moveTable(db: Database, store: FileStore, table: MovableTable): Promise<number> {
  let moved = 0;
  for (let row = await table.next(db); row; row = await table.next(db)) {
    // The check constraint keeps a row without a key from having no content either.
    if (!row.content) throw new Error(`A ${table.area} row has neither a storage key nor content`);
    const key = newStorageKey(table.area);
    await store.put(key, row.content, row.contentType);
    if (await table.claim(db, row.id, key)) moved += 1;
    else await store.delete(key);
  }
  return moved;
}
