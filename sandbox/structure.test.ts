import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findImportCircles, readImportGraph, type ImportGraph } from './test-support/import-graph';

/**
 * The sandbox's imports run one way: routes use lib and db, lib uses db, and nothing but the server
 * entry and the tests builds the app. One resource folder under routes/ uses another only through
 * its repository or its schemas.
 */
const graph = readImportGraph(fileURLToPath(new URL('..', import.meta.url)), 'sandbox');

const isTestCode = (file: string) => file.endsWith('.test.ts') || file.startsWith('sandbox/test-support/');
const resourceOf = (file: string) => /^sandbox\/routes\/([^/]+)\//.exec(file)?.[1];
const PUBLIC_MODULES = new Set(['repository.ts', 'schemas.ts']);

describe('the sandbox import graph', () => {
  it('reads every source file and the imports between them', () => {
    expect(graph.files).toContain('sandbox/app.ts');
    expect(graph.files).toContain('sandbox/lib/context.ts');
    expect(graph.edges).toContainEqual({
      from: 'sandbox/server.ts',
      to: 'sandbox/app.ts',
      specifier: './app',
    });
  });

  it('finds a circle, a file importing itself, and nothing in a graph that runs one way', () => {
    const aGraph = (edges: [string, string][]): ImportGraph => ({
      files: ['a.ts', 'b.ts', 'c.ts', 'd.ts'],
      edges: edges.map(([from, to]) => ({ from, to, specifier: to })),
      specifiers: [],
    });
    expect(
      findImportCircles(
        aGraph([
          ['a.ts', 'b.ts'],
          ['b.ts', 'c.ts'],
          ['c.ts', 'a.ts'],
          ['c.ts', 'd.ts'],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(findImportCircles(aGraph([['d.ts', 'd.ts']]))).toEqual([['d.ts']]);
    expect(
      findImportCircles(
        aGraph([
          ['a.ts', 'b.ts'],
          ['a.ts', 'c.ts'],
          ['b.ts', 'c.ts'],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('sandbox structure', () => {
  it('has no import circle, type-only imports included', () => {
    expect(findImportCircles(graph)).toEqual([]);
  });

  it('keeps the settings types of lib/context.ts free of imports, so any module may use them', () => {
    expect(graph.specifiers.filter(({ from }) => from === 'sandbox/lib/context.ts')).toEqual([]);
  });

  it('has no import upward: lib and db never import routes, only the server entry and tests build the app', () => {
    const upward = graph.edges.filter(
      ({ from, to }) =>
        (/^sandbox\/(lib|db)\//.test(from) && to.startsWith('sandbox/routes/')) ||
        (to === 'sandbox/app.ts' && from !== 'sandbox/server.ts' && !isTestCode(from)) ||
        to === 'sandbox/server.ts',
    );
    expect(upward).toEqual([]);
  });

  it('lets a resource folder use another only through its repository or schemas', () => {
    const reachingIn = graph.edges.filter(({ from, to }) => {
      const [source, target] = [resourceOf(from), resourceOf(to)];
      return source && target && source !== target && !PUBLIC_MODULES.has(to.split('/').slice(3).join('/'));
    });
    expect(reachingIn).toEqual([]);
  });

  it('climbs no more than two folders in an import (`@sandbox/…` reaches the rest)', () => {
    expect(graph.specifiers.filter(({ specifier }) => specifier.includes('../../../'))).toEqual([]);
  });
});
