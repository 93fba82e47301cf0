/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is
 * `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, on a
 * background thread. Without it V8 compiles each function lazily the first time it is called, on
 * the main thread. Next.js's chunks are almost entirely module factories that run as the chunk
 * loads (Turbopack calls each one when the page, or the part that imported it, starts), so the
 * lazy compilation of React, the Next.js runtime and our own modules made one long task while
 * the page started (about 60 ms on a fast desktop, four times that on a phone).
 *
 * Turbopack has no option for it, so the build adds the line to each emitted chunk afterwards,
 * and shifts the chunk's source map down by that one line. Browsers without the feature read an
 * ordinary comment. Idempotent: a chunk that has the hint keeps one.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A source map (plain or indexed) for a file that gained one line at its top. */
export function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return {
      ...map,
      sections: map.sections.map((section) => ({
        ...section,
        offset: { ...section.offset, line: section.offset.line + 1 },
      })),
    };
  }
  return { ...map, mappings: `;${map.mappings ?? ''}` };
}

/** Adds the hint to every `.js` chunk in `chunksDir`; returns how many chunks gained it. */
export function addCompileHints(chunksDir) {
  if (!existsSync(chunksDir)) return 0;
  let added = 0;
  for (const name of readdirSync(chunksDir)) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(chunksDir, name);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, `${COMPILE_HINT}\n${source}`);
    added += 1;
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
    const mapFile = mapName && !mapName.startsWith('data:') ? path.join(chunksDir, mapName) : null;
    if (mapFile && existsSync(mapFile)) {
      writeFileSync(mapFile, JSON.stringify(shiftSourceMap(JSON.parse(readFileSync(mapFile, 'utf8')))));
    }
  }
  return added;
}
