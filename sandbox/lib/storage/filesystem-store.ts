import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStorageKey, storageKey, type FileStore, type StorageKey } from './store';

/**
 * Files in a folder of one machine: `<root>/<area>/<first two hex digits>/<hex>` (a few hundred
 * files a folder even with many thousands stored). A file is written under a temporary name in
 * `<root>/.incoming` and renamed into place, so a reader never sees half a file and a crash leaves
 * only a temporary file behind. Every operation goes through libuv's thread pool: the event loop,
 * and so every other request, goes on while a 5 MB file is written.
 */
export function createFilesystemStore(root: string): FileStore {
  const base = path.resolve(root);
  const incoming = path.join(base, '.incoming');
  const made = new Set<string>();
  const ensureFolder = async (folder: string) => {
    if (made.has(folder)) return;
    await mkdir(folder, { recursive: true, mode: 0o700 });
    made.add(folder);
  };
  const pathOf = (key: StorageKey) => {
    const [area, hex] = storageKey(key).split('/') as [string, string];
    return path.join(base, area, hex.slice(0, 2), hex);
  };

  return {
    kind: 'filesystem',
    scratchFolder: incoming,
    async put(key, bytes) {
      const target = pathOf(key);
      await Promise.all([ensureFolder(incoming), ensureFolder(path.dirname(target))]);
      const temporary = path.join(incoming, randomBytes(16).toString('hex'));
      try {
        await writeFile(temporary, bytes, { mode: 0o600 });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async putFile(key, source) {
      const target = pathOf(key);
      await Promise.all([ensureFolder(incoming), ensureFolder(path.dirname(target))]);
      try {
        // An upload arrives in `scratchFolder`, on the same disk: a rename, no copy.
        await rename(source, target);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      }
      const temporary = path.join(incoming, randomBytes(16).toString('hex'));
      try {
        await copyFile(source, temporary);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(area) {
      for (const shard of await entriesOf(path.join(base, area))) {
        for (const hex of await entriesOf(path.join(base, area, shard))) {
          const key = `${area}/${hex}`;
          // Anything else in the folder (a file put there by hand) is not the store's to list.
          if (!isStorageKey(key) || hex.slice(0, 2) !== shard) continue;
          try {
            const { mtime } = await stat(path.join(base, area, shard, hex));
            yield { key, modifiedAt: mtime };
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          }
        }
      }
    },
  };
}

/** The names in a folder; none when it does not exist (yet). */
async function entriesOf(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
