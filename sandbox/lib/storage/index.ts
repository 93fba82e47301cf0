import { createFilesystemStore } from './filesystem-store';
import type { S3StoreSettings } from './s3-store';
import type { FileStore } from './store';

export * from './store';
export { createFilesystemStore } from './filesystem-store';
export type { S3StoreSettings } from './s3-store';
export { fileOfRow, putThenRecord, removeFiles, type FileRow } from './row-files';

/** Which store the API keeps files in (SANDBOX_STORAGE and its settings, docs/storage.md). */
export type StorageSettings = { kind: 'filesystem'; folder: string } | ({ kind: 's3' } & S3StoreSettings);

/** The configured store; the AWS SDK is loaded only when the S3 store is chosen. */
export async function createFileStore(settings: StorageSettings): Promise<FileStore> {
  if (settings.kind === 'filesystem') return createFilesystemStore(settings.folder);
  const { createS3Store } = await import('./s3-store');
  return createS3Store(settings);
}

/** Where a store's files are, for the start-up log line (never a credential). */
export function describeStorage(settings: StorageSettings): string {
  if (settings.kind === 'filesystem') return settings.folder;
  const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
  return `s3://${settings.bucket}/${settings.keyPrefix} at ${where}`;
}
