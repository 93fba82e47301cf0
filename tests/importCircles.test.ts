// @vitest-environment node
import { findImportCircles, readImportGraph } from '@sandbox/test-support/import-graph';

/**
 * No import circle anywhere in the site's code, its tests or the end-to-end specs (the sandbox has
 * its own structure test). A circle makes the load order decide what a module sees at start-up.
 */
describe('the site has no import circle', { timeout: 60_000 }, () => {
  it.each(['src', 'tests', 'e2e'])('%s/', (folder) => {
    const graph = readImportGraph(process.cwd(), folder);
    expect(graph.files.length).toBeGreaterThan(5);
    expect(findImportCircles(graph)).toEqual([]);
  });
});
