import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Starting PGlite runs initdb, which takes seconds; loading a dump of a freshly initialised
 * cluster takes a fraction of that. The dump is made once per PGlite version and shared by the
 * test workers through a file in the temp folder (written under a temporary name, then renamed).
 */
function imageFile(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageJson = path.join(
    entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)),
    'package.json',
  );
  const { version } = createRequire(import.meta.url)(packageJson) as { version: string };
  return path.join(os.tmpdir(), `club-sandbox-pglite-${version}.tar`);
}

export async function emptyClusterImage(): Promise<Blob> {
  const file = imageFile();
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const client = new PGlite();
    await client.waitReady;
    const image = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
    return image;
  }
}
