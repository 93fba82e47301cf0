import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files and generated documents live: outside the database rows, which keep only
 * their metadata and the file's storage key (docs/storage.md). On the embedded database (PGlite,
 * which runs inside the API process) a 5 MB value written into a row held every other request for
 * seconds; a file written through the store goes to the disk or the network off the event loop.
 */
export interface FileStore {
  /** `filesystem` or `s3`, for logs and /readyz. */
  readonly kind: 'filesystem' | 's3';
  /** Stores `bytes` under `key`, replacing anything there. */
  put(key: StorageKey, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores the file at `source` (a file of this machine, e.g. a checked upload) under `key`, without
   * reading it into memory; `source` is moved or copied, and removed by the caller afterwards.
   */
  putFile(key: StorageKey, source: string, contentType: string): Promise<void>;
  /**
   * A folder of this machine for files on their way in (an upload's body while it arrives): inside
   * the filesystem store's folder, so that a checked file moves into place by a rename.
   */
  readonly scratchFolder: string;
  /** The bytes under `key`, or null when there are none. */
  get(key: StorageKey): Promise<Buffer | null>;
  /** Removes the file under `key`; nothing happens when there is none. */
  delete(key: StorageKey): Promise<void>;
  /** Every file of `area` and when it was written, for the sweep of orphans (./sweep-orphans.ts). */
  list(area: StorageArea): AsyncIterable<{ key: StorageKey; modifiedAt: Date }>;
}

/** What a file is for: the first part of its key, and a folder (or key prefix) of its own. */
export const STORAGE_AREAS = [
  'agent-documents',
  'agent-logos',
  'profile-images',
  'booking-documents',
] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/**
 * `<area>/<32 hex digits>`: 128 random bits made by the API. No part of a key ever comes from a
 * user (a file name, an id in a URL), so no key can climb out of the store's folder or guess
 * another's file.
 */
export type StorageKey = string & { readonly __storageKey: unique symbol };

const KEY_PATTERN = new RegExp(`^(${STORAGE_AREAS.join('|')})/[0-9a-f]{32}$`);

export function newStorageKey(area: StorageArea): StorageKey {
  return `${area}/${randomBytes(16).toString('hex')}` as StorageKey;
}

export function isStorageKey(value: unknown): value is StorageKey {
  return typeof value === 'string' && KEY_PATTERN.test(value);
}

/** The key as stored in a row, checked again: a row edited by hand cannot point a read elsewhere. */
export function storageKey(value: string): StorageKey {
  if (!isStorageKey(value)) throw new Error('Not a storage key');
  return value;
}
