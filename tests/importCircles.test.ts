// @vitest-environment node
import { findImportCircles, readImportGraph } from '@sandbox/test-support/import-graph';

/**
 * No import circle anywhere in the site's code, its tests or the end-to-end specs (the sandbox has
 * its own structure test), and no import climbing three folders (the `@/`, `@tests/` and
 * `@messages/` aliases say where a module lives). A circle makes the load order decide what a
 * module sees at start-up.
 */
describe.each(['src', 'tests', 'e2e'])('imports in %s/', { timeout: 60_000 }, (folder) => {
  const graph = readImportGraph(process.cwd(), folder);

  it('form no circle', () => {
    expect(graph.files.length).toBeGreaterThan(5);
    expect(findImportCircles(graph)).toEqual([]);
  });

  it('never climb three folders', () => {
    const climbing = graph.specifiers.filter(({ specifier }) => specifier.startsWith('../../../'));
    expect(climbing).toEqual([]);
  });
});
