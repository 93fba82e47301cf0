// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What a page's first-load JavaScript must not carry: RTK Query (about 14 kB gzip) comes with the
 * features that fetch through it, never with a page that only shows a phone field or a checkout
 * (docs/performance.md). A module's first load is what its static value imports reach; type-only
 * imports and `import()` calls load nothing with it.
 */
const root = process.cwd();
const { config } = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, root);
const host = ts.createCompilerHost(options);

function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      const onlyTypes =
        statement.exportClause &&
        ts.isNamedExports(statement.exportClause) &&
        statement.exportClause.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** Every file of the site that `entry` loads with it (node_modules left out). */
function staticallyReached(entry: string): Set<string> {
  const reached = new Set<string>();
  const pending = [path.resolve(root, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const specifier of valueImports(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && /\.tsx?$/.test(resolved.resolvedFileName))
        pending.push(path.resolve(resolved.resolvedFileName));
    }
  }
  return new Set([...reached].map((file) => path.relative(root, file).split(path.sep).join('/')));
}

describe('first-load imports', () => {
  it.each([
    'src/components/forms/PhoneField.tsx',
    'src/features/static/ContactForm.tsx',
    'src/features/flights/checkout/FlightCheckout.tsx',
    'src/features/agent-signup/PersonForm.tsx',
    'src/features/agent-signup/ApplyForm.tsx',
    'src/features/booking/ManageBookingPage.tsx',
  ])('%s does not load RTK Query with it', (entry) => {
    const reached = staticallyReached(entry);
    expect(reached.size).toBeGreaterThan(3);
    expect([...reached].filter((file) => file === 'src/store/apiSlice.ts')).toEqual([]);
  });

  // MapLibre (about 250 kB gzip) is imported by createMap.ts alone, which the map components load.
  it.each([
    ['src/features/hotels/results/HotelResults.tsx', 'src/features/hotels/map/HotelMapPanel.tsx'],
    ['src/features/hotels/details/HotelDetailsView.tsx', 'src/features/hotels/map/HotelLocation.tsx'],
  ])('%s does not load MapLibre with it (only a shown map does)', (entry, mapShell) => {
    const reached = staticallyReached(entry);
    expect(reached).toContain(mapShell);
    expect(
      [...reached].filter((file) => /map\/(createMap|HotelMarkersMap|HotelPositionMap)\.tsx?$/.test(file)),
    ).toEqual([]);
  });
});
