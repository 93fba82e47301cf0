import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints, shiftSourceMap } from './lib/compileHints.mjs';

function chunksDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'chunks-'));
  writeFileSync(path.join(dir, 'a.js'), 'console.log(1);\n//# sourceMappingURL=a.js.map');
  writeFileSync(
    path.join(dir, 'a.js.map'),
    JSON.stringify({ version: 3, mappings: 'AAAA', sources: ['a.ts'] }),
  );
  writeFileSync(path.join(dir, 'b.js'), 'console.log(2);');
  writeFileSync(path.join(dir, 'b.css'), 'p{}');
  return dir;
}

describe('compile hints', () => {
  it('puts the hint on the first line of each chunk and leaves other files alone', () => {
    const dir = chunksDir();
    expect(addCompileHints(dir)).toBe(2);
    expect(readFileSync(path.join(dir, 'a.js'), 'utf8').split('\n')[0]).toBe(COMPILE_HINT);
    expect(readFileSync(path.join(dir, 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}\nconsole.log(2);`);
    expect(readFileSync(path.join(dir, 'b.css'), 'utf8')).toBe('p{}');
  });

  it('moves the source map down one line, once, however often the build runs it', () => {
    const dir = chunksDir();
    addCompileHints(dir);
    expect(addCompileHints(dir)).toBe(0);
    expect(readFileSync(path.join(dir, 'a.js'), 'utf8').match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
    expect(JSON.parse(readFileSync(path.join(dir, 'a.js.map'), 'utf8')).mappings).toBe(';AAAA');
  });

  it('shifts every section of an indexed source map', () => {
    const shifted = shiftSourceMap({
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: { mappings: 'AAAA' } },
        { offset: { line: 7, column: 2 }, map: { mappings: 'AAAA' } },
      ],
    });
    expect(shifted.sections?.map((s) => s.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 8, column: 2 },
    ]);
  });

  it('does nothing where there is no build', () => {
    expect(addCompileHints(path.join(tmpdir(), 'no-such-build', 'chunks'))).toBe(0);
  });
});
