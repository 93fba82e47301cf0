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

/** Every file of the site that `entries` load with them (node_modules left out), and the packages they import. */
function reachedFrom(...entries: string[]): { files: Set<string>; packages: Set<string> } {
  const reached = new Set<string>();
  const packages = new Set<string>();
  const pending = entries.map((entry) => path.resolve(root, entry));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const specifier of valueImports(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && /\.tsx?$/.test(resolved.resolvedFileName))
        pending.push(path.resolve(resolved.resolvedFileName));
      else if (resolved?.isExternalLibraryImport) packages.add(specifier);
    }
  }
  return {
    files: new Set([...reached].map((file) => path.relative(root, file).split(path.sep).join('/'))),
    packages,
  };
}

const staticallyReached = (entry: string): Set<string> => reachedFrom(entry).files;

describe('first-load imports', () => {
  it.each([
    'src/components/forms/PhoneField.tsx',
    'src/features/static/ContactForm.tsx',
    'src/features/flights/checkout/FlightCheckout.tsx',
    'src/features/agent-signup/PersonForm.tsx',
    'src/features/agent-signup/ApplyForm.tsx',
    'src/features/booking/ManageBookingPage.tsx',
    // The sign-in flow calls endpoints loaded on its first submit (features/auth/lazyEndpoints.ts).
    'src/features/auth/components/AuthModal.tsx',
    'src/features/auth/PasswordResetPage.tsx',
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

/**
 * The home page's first load: the client components the locale layout renders on every page, the
 * home page's own, and the parts they split off with `next/dynamic` that the server renders (the
 * browser preloads those with the page).
 */
const HOME_FIRST_LOAD = [
  'src/features/shell/ShellProviders.tsx',
  'src/components/ClientStorageSync.tsx',
  'src/features/shell/SiteHeader.tsx',
  'src/features/preferences/HeaderPreferences.tsx',
  'src/components/layout/Footer.tsx',
  'src/components/layout/PageStylesheet.tsx',
  'src/components/layout/InlineStylesheet.tsx',
  'src/components/feedback/OfflineDialog.tsx',
  'src/components/ServiceWorkerRegistration.tsx',
  'src/components/feedback/LazyToaster.tsx',
  'src/features/home/HomeHero.tsx',
  'src/features/home/HomeSearchTabs.tsx',
  'src/features/flights/search/FlightSearchPanel.tsx',
  'src/features/flights/search/FlightSearchForm.tsx',
];

describe("the home page's first load", () => {
  // What loads after the page, and must stay there (docs/performance.md): RTK Query (about 14 kB
  // gzip), redux-persist and the token-cookie code (after the first paint), axios (with the first
  // call), the auth popup's steps and the hotel form (with the popup and the tab).
  it('carries neither RTK Query, redux-persist, axios nor the popup and hotel form', () => {
    const { files, packages } = reachedFrom(...HOME_FIRST_LOAD);
    expect(files.size).toBeGreaterThan(30);
    expect(files).toContain('src/features/preferences/LanguageDropdown.tsx');
    expect(
      [...files].filter((file) =>
        /^src\/(store\/(apiSlice|persist)\.ts|lib\/session\/token\.ts|features\/auth\/components\/AuthModal\.tsx|features\/hotels\/search\/HotelSearchForm\.tsx)$/.test(
          file,
        ),
      ),
    ).toEqual([]);
    expect(
      [...packages].filter((name) => /^(redux-persist|axios|@reduxjs\/toolkit\/query)(\/|$)/.test(name)),
    ).toEqual([]);
  });

  // A new search opens the results in their default view, so the form writes no view parameters
  // and the results' sorting and filters (their URL code included) load with the results page.
  it("carries none of the flight results' code", () => {
    const { files } = reachedFrom(...HOME_FIRST_LOAD);
    expect(files).toContain('src/features/flights/url/searchParams.ts');
    expect(
      [...files].filter((file) =>
        /^src\/features\/flights\/(results\/|url\/(resultsView|parseView)\.ts$)/.test(file),
      ),
    ).toEqual([]);
  });

  // The store's code (Redux Toolkit with Redux, Immer and Reselect, the slices, about 15 kB gzip)
  // loads after the page has hydrated: the shell reads and dispatches through store/shellHooks.ts
  // and store/shellStore.ts (docs/performance.md), and the preference switches, the recent
  // searches and the airline list bring it with them when used.
  it('carries no Redux Toolkit, no slice made with it and none of the store’s code', () => {
    const { files, packages } = reachedFrom(...HOME_FIRST_LOAD);
    expect(files).toContain('src/store/shellStore.ts');
    expect(
      [...files].filter(
        (file) =>
          /^src\/store\/(makeStore|hooks|whenRehydrated|dynamicMiddleware|offlineCopiesMiddleware)\.ts$/.test(
            file,
          ) ||
          (/Slice\.ts$/.test(file) && file !== 'src/store/uiSlice.ts') ||
          /^src\/features\/preferences\/(preferenceFlows|preferenceRun)\.ts$/.test(file) ||
          // RTK Query's hooks (the airline list) and the API client's interceptors come when used.
          /^src\/(store\/lazyEndpoints|lib\/api\/(configureClient|errors))\.ts$/.test(file),
      ),
    ).toEqual([]);
    expect(
      [...packages].filter((name) => /^(@reduxjs\/toolkit|redux|immer|reselect|js-cookie)(\/|$)/.test(name)),
    ).toEqual([]);
  });
});
