/**
 * An import graph (the sandbox's, and the site's in tests/importCircles.test.ts), read with the TypeScript compiler the way `tsc` resolves modules
 * (tsconfig paths included), so a structure test can name circles and imports that climb.
 * Type-only imports count: they tie files together as much as value imports do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** Importing file, relative to the root (`sandbox/lib/auth.ts`). */
  from: string;
  /** Imported file, relative to the root. */
  to: string;
  /** The specifier as written (`../context`, `@sandbox/lib/errors`). */
  specifier: string;
}

export interface ImportGraph {
  /** Every `.ts` or `.tsx` file under the folder, relative to the root, sorted. */
  files: string[];
  /** Imports from one of those files to another; imports leaving the folder are left out. */
  edges: ImportEdge[];
  /** Every specifier written in those files, with the file it appears in. */
  specifiers: { from: string; specifier: string }[];
}

function listTypeScriptFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listTypeScriptFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function readCompilerOptions(root: string): ts.CompilerOptions {
  const configPath = path.join(root, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const { options, errors } = ts.convertCompilerOptionsFromJson(config.compilerOptions, root, configPath);
  if (errors.length > 0) throw new Error(ts.flattenDiagnosticMessageText(errors[0]!.messageText, '\n'));
  return options;
}

/** Module specifiers of static imports and re-exports, `import()` calls and `import('…')` types. */
function moduleSpecifiers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push(expression.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Reads every `.ts` and `.tsx` file under `folder` (relative to `root`, which holds tsconfig.json). */
export function readImportGraph(root: string, folder: string): ImportGraph {
  root = path.resolve(root);
  const options = readCompilerOptions(root);
  const host = ts.createCompilerHost(options);
  const absoluteFiles = listTypeScriptFiles(path.join(root, folder)).sort();
  const known = new Set(absoluteFiles);
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const edges: ImportEdge[] = [];
  const specifiers: ImportGraph['specifiers'] = [];
  for (const file of absoluteFiles) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const specifier of moduleSpecifiers(source)) {
      specifiers.push({ from: relative(file), specifier });
      const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      if (target && known.has(target)) edges.push({ from: relative(file), to: relative(target), specifier });
    }
  }
  return { files: absoluteFiles.map(relative), edges, specifiers };
}

/**
 * Groups of files that reach each other through imports (strongly connected components with more
 * than one file, or a file importing itself), each sorted, found with Tarjan's algorithm.
 */
export function findImportCircles(graph: ImportGraph): string[][] {
  const next = new Map<string, string[]>(graph.files.map((file) => [file, []]));
  for (const edge of graph.edges) next.get(edge.from)?.push(edge.to);
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let counter = 0;

  const connect = (file: string): void => {
    index.set(file, counter);
    lowLink.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || next.get(file)!.includes(file)) circles.push(component.sort());
  };

  for (const file of graph.files) if (!index.has(file)) connect(file);
  return circles;
}
