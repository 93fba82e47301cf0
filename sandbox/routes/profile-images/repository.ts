import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileImages } from '../../db/schema';
import { IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, type StoredImage } from '../../lib/image';

/** Where the API serves a stored image: `{publicUrl}/assets/profile/{fileName}`. */
export const PROFILE_ASSET_PATH = '/assets/profile';

export function profileImageUrl(publicUrl: string, fileName: string): string {
  return `${publicUrl}${PROFILE_ASSET_PATH}/${fileName}`;
}

/** Stores the user's image in place of any earlier one, under a new random file name. */
export async function saveProfileImage(db: Database, userId: number, image: StoredImage): Promise<string> {
  const fileName = `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[image.kind]}`;
  const row = {
    fileName,
    contentType: IMAGE_CONTENT_TYPES[image.kind],
    content: image.content,
    createdAt: new Date(),
  };
  await db
    .insert(profileImages)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: profileImages.userId, set: row });
  return fileName;
}

export async function deleteProfileImage(db: Database, userId: number): Promise<void> {
  await db.delete(profileImages).where(eq(profileImages.userId, userId));
}

export async function findProfileImage(
  db: Database,
  fileName: string,
): Promise<{ contentType: string; content: Buffer } | null> {
  const [row] = await db
    .select({ contentType: profileImages.contentType, content: profileImages.content })
    .from(profileImages)
    .where(eq(profileImages.fileName, fileName))
    .limit(1);
  return row ?? null;
}
