import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileImages } from '../../db/schema';
import { IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, type ImageKind } from '../../lib/image';
import { fileOfRow, type FileStore, type StorageKey } from '../../lib/storage';

/** Where the API serves a stored image: `{publicUrl}/assets/profile/{fileName}`. */
export const PROFILE_ASSET_PATH = '/assets/profile';

export function profileImageUrl(publicUrl: string, fileName: string): string {
  return `${publicUrl}${PROFILE_ASSET_PATH}/${fileName}`;
}

/**
 * Records the user's image (already in the store under `storageKey`) in place of any earlier one,
 * under a new random file name. Answers the file name and the earlier image's key, whose file the
 * caller removes once the transaction has committed.
 */
export async function saveProfileImage(
  db: Database,
  userId: number,
  image: { kind: ImageKind; storageKey: StorageKey },
): Promise<{ fileName: string; replacedKey: string | null }> {
  const fileName = `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[image.kind]}`;
  const [previous] = await db
    .select({ storageKey: profileImages.storageKey })
    .from(profileImages)
    .where(eq(profileImages.userId, userId))
    .for('update');
  const row = {
    fileName,
    contentType: IMAGE_CONTENT_TYPES[image.kind],
    storageKey: image.storageKey as string,
    content: null,
    createdAt: new Date(),
  };
  await db
    .insert(profileImages)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: profileImages.userId, set: row });
  return { fileName, replacedKey: previous?.storageKey ?? null };
}

/** Removes the user's image row; answers its file's key for the caller to remove after commit. */
export async function deleteProfileImage(db: Database, userId: number): Promise<string | null> {
  const [deleted] = await db
    .delete(profileImages)
    .where(eq(profileImages.userId, userId))
    .returning({ storageKey: profileImages.storageKey });
  return deleted?.storageKey ?? null;
}

export async function findProfileImage(
  db: Database,
  store: FileStore,
  fileName: string,
): Promise<{ contentType: string; content: Buffer } | null> {
  const [row] = await db
    .select({
      contentType: profileImages.contentType,
      storageKey: profileImages.storageKey,
      content: profileImages.content,
    })
    .from(profileImages)
    .where(eq(profileImages.fileName, fileName))
    .limit(1);
  if (!row) return null;
  const content = await fileOfRow(store, row);
  return content ? { contentType: row.contentType, content } : null;
}
