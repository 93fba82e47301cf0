import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFilesystemStore } from './filesystem-store';
import { isStorageKey, newStorageKey, storageKey, type StorageKey } from './store';

const freshFolder = () => mkdtempSync(path.join(tmpdir(), 'filesystem-store-test-'));

describe('storage keys', () => {
  it('are the area and 128 random bits, never anything a user sent', () => {
    const key = newStorageKey('agent-documents');
    expect(key).toMatch(/^agent-documents\/[0-9a-f]{32}$/);
    expect(newStorageKey('agent-documents')).not.toBe(key);
    expect(isStorageKey(key)).toBe(true);
  });

  it.each([
    '../etc/passwd',
    'agent-documents/../../x',
    'agent-documents/0123456789abcdef0123456789abcdef/../x',
    'agent-documents/0123456789ABCDEF0123456789ABCDEF',
    'elsewhere/0123456789abcdef0123456789abcdef',
    '/agent-documents/0123456789abcdef0123456789abcdef',
    'agent-documents/0123456789abcdef0123456789abcde',
    '',
  ])('refuses %j', (value) => {
    expect(isStorageKey(value)).toBe(false);
    expect(() => storageKey(value)).toThrow('Not a storage key');
  });
});

describe('the filesystem store', () => {
  it('puts, gets and deletes a file under its folder, sharded by the key', async () => {
    const folder = freshFolder();
    const store = createFilesystemStore(folder);
    const key = newStorageKey('profile-images');
    const bytes = Buffer.from('an image, honestly');
    await store.put(key, bytes, 'image/png');
    const hex = key.split('/')[1]!;
    const file = path.join(folder, 'profile-images', hex.slice(0, 2), hex);
    expect(await readFile(file)).toEqual(bytes);
    // Only the API's user reads the files.
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(await store.get(key)).toEqual(bytes);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    // Deleting what is not there is not an error.
    await store.delete(key);
  });

  it('answers null for a key never stored, and replaces a file put twice', async () => {
    const store = createFilesystemStore(freshFolder());
    const key = newStorageKey('agent-documents');
    expect(await store.get(key)).toBeNull();
    await store.put(key, Buffer.from('first'), 'application/pdf');
    await store.put(key, Buffer.from('second'), 'application/pdf');
    expect((await store.get(key))?.toString()).toBe('second');
  });

  it('refuses a key that is not one of its own, before touching the disk', async () => {
    const folder = freshFolder();
    const store = createFilesystemStore(folder);
    const bad = '../outside' as StorageKey;
    await expect(store.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow('Not a storage key');
    await expect(store.get(bad)).rejects.toThrow('Not a storage key');
    await expect(store.delete(bad)).rejects.toThrow('Not a storage key');
    expect(await readdir(folder)).toEqual([]);
  });

  it('never shows half a file: concurrent writers of 5 MB each leave one whole file and no temporary ones', async () => {
    const folder = freshFolder();
    const store = createFilesystemStore(folder);
    const key = newStorageKey('agent-documents');
    const versions = [1, 2, 3, 4].map((n) => Buffer.alloc(5 * 1_048_576, n));
    const reads: Promise<Buffer | null>[] = [];
    await Promise.all(
      versions.map(async (bytes) => {
        reads.push(store.get(key));
        await store.put(key, bytes, 'application/pdf');
      }),
    );
    const final = await store.get(key);
    expect(versions.some((bytes) => bytes.equals(final!))).toBe(true);
    for (const read of await Promise.all(reads)) {
      if (read) expect(versions.some((bytes) => bytes.equals(read))).toBe(true);
    }
    expect(await readdir(path.join(folder, '.incoming'))).toEqual([]);
  });

  it('keeps the event loop free while it writes and reads 5 MB', async () => {
    const store = createFilesystemStore(freshFolder());
    const key = newStorageKey('agent-documents');
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    try {
      await store.put(key, Buffer.alloc(5 * 1_048_576, 7), 'application/pdf');
      await store.get(key);
    } finally {
      clearInterval(timer);
    }
    // The timer ran while the thread pool did the work (with a synchronous write it could not).
    expect(ticks).toBeGreaterThan(0);
  });

  it('moves a file from disk into place (an upload from its scratch folder), leaving nothing behind', async () => {
    const folder = freshFolder();
    const store = createFilesystemStore(folder);
    await mkdir(store.scratchFolder, { recursive: true });
    const source = path.join(store.scratchFolder, 'checked-upload');
    await writeFile(source, Buffer.from('a checked document'));
    const key = newStorageKey('agent-documents');
    await store.putFile(key, source, 'application/pdf');
    expect((await store.get(key))?.toString()).toBe('a checked document');
    expect(await readdir(store.scratchFolder)).toEqual([]);
  });

  it("lists an area's files with their times, and nothing that is not a key of that area", async () => {
    const folder = freshFolder();
    const store = createFilesystemStore(folder);
    const keys = [newStorageKey('profile-images'), newStorageKey('profile-images')];
    for (const key of keys) await store.put(key, Buffer.from('p'), 'image/png');
    await store.put(newStorageKey('agent-logos'), Buffer.from('l'), 'image/png');
    await writeFile(path.join(folder, 'profile-images', keys[0]!.slice(15, 17), 'notes.txt'), 'by hand');
    const listed = [];
    for await (const file of store.list('profile-images')) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual([...keys].sort());
    expect(listed.every((file) => Date.now() - file.modifiedAt.getTime() < 60_000)).toBe(true);
    const none = [];
    for await (const file of createFilesystemStore(freshFolder()).list('agent-documents')) none.push(file);
    expect(none).toEqual([]);
  });
});
