/**
 * Every call of the club API in the site's code, found in the TypeScript syntax tree (not by a text
 * search), for the test that holds docs/club-api.md and the OpenAPI document's `x-club-api` marks
 * to the code. A call is one of:
 * - an axios call on the site's client: `api.get|post|put|patch|delete(path, …)` (also `client.`);
 * - RTK Query: `baseQuery(path)`, an endpoint's `query: () => path` (GET) or `{ url: path, method }`;
 * - a request a module builds for a kit's endpoint: `{ url: path, method }` returned by a function
 *   declared to return an `ApiRequest` (the kit's endpoint spreads it into its own `{ ...request }`
 *   and is not a call of its own);
 * - the server's helper `clubApiData(path, { body? })` (a body makes it a POST);
 * - `new URL(path, <the API's base URL>)` with the method of the `fetch` beside it;
 * - `${apiBaseUrl}/path` (a URL a widget fetches itself, like the captcha's challenge): its method
 *   is not in sight, so it is recorded as `*` and any documented method of the path matches it.
 * The path is followed through constants, conditionals, functions that return it (in any file, by
 * name) and parameters (to the calls of their function in the same file and in the files that import
 * it by name: a kit's helper given a module's path). A template literal's
 * `${…}` parts become `{}`, and a query string is dropped. A call whose path cannot be followed is
 * reported as unresolved, so a new way of calling cannot slip past the test unseen.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ClubApiCall {
  method: string;
  /** The path with every parameter as `{}`. */
  path: string;
  /** Where it is called, `src/…:line`. */
  at: string;
}

export interface ScanResult {
  calls: ClubApiCall[];
  /** Calls whose path the scanner could not follow (`src/…:line` and the expression). */
  unresolved: string[];
}

const AXIOS_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
/** The names the site's axios instance goes by where it is called. */
const AXIOS_RECEIVERS = new Set(['api', 'client', 'apiClient']);
/** Identifiers that name the club API's base URL. */
const API_BASE = /API_BASE_URL|apiBaseUrl/;
/** The transport itself (it calls whatever path its callers give), not a call of its own. */
const TRANSPORT_FILES = new Set(['src/lib/api/baseQuery.ts', 'src/lib/api/server.ts']);

type Paths = string[] | null;

function normalisePath(text: string): string | null {
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  return text.split('?')[0]!.replace(/\/+$/, '') || '/';
}

/** The template's text after its first `skip` parts, every later `${…}` as `{}`. */
function templateText(node: ts.TemplateExpression, skip: 0 | 1): string {
  if (skip === 0) return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  const [first, ...rest] = node.templateSpans;
  return (first?.literal.text ?? '') + rest.map((span) => `{}${span.literal.text}`).join('');
}

function propertyNamed(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) return property.initializer;
    if (ts.isShorthandPropertyAssignment(property) && property.name.text === name) return property.name;
  }
  return undefined;
}

const hasProperty = (object: ts.Node | undefined, name: string) =>
  Boolean(object && ts.isObjectLiteralExpression(object) && propertyNamed(object, name));

function literalMethod(node: ts.Expression | undefined): string {
  return node && ts.isStringLiteral(node) ? node.text.toUpperCase() : 'GET';
}

type FunctionNode = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

/** Functions by name across the site, so `walletBalancePath(…)` is followed into its file. */
type FunctionIndex = Map<string, FunctionNode[]>;

function functionName(fn: FunctionNode): string | null {
  if (ts.isFunctionDeclaration(fn)) return fn.name?.text ?? null;
  const parent = fn.parent;
  return parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? parent.name.text : null;
}

function returnedExpressions(fn: FunctionNode): ts.Expression[] {
  if (fn.body && !ts.isBlock(fn.body)) return [fn.body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (node !== fn && ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  if (fn.body) visit(fn.body);
  return found;
}

function declarationOf(identifier: ts.Identifier): ts.Node | null {
  const name = identifier.text;
  for (let scope: ts.Node | undefined = identifier.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      const parameter = scope.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
      if (parameter) return parameter;
    }
    let found: ts.Node | null = null;
    const look = (node: ts.Node) => {
      if (found) return;
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name)
        found = node;
      else if (ts.isFunctionDeclaration(node) && node.name?.text === name) found = node;
      else if (!ts.isFunctionLike(node) || node === scope) ts.forEachChild(node, look);
    };
    if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isModuleBlock(scope)) ts.forEachChild(scope, look);
    if (found) return found;
  }
  return null;
}

function createResolver(index: FunctionIndex, files: ts.SourceFile[]) {
  const resolve = (node: ts.Node | undefined, depth = 0): Paths => {
    if (!node || depth > 8) return null;
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node))
      return resolve(node.expression, depth + 1);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const p = normalisePath(node.text);
      return p ? [p] : null;
    }
    if (ts.isTemplateExpression(node)) {
      const first = node.templateSpans[0]!;
      if (node.head.text !== '') {
        const p = normalisePath(templateText(node, 0));
        return p ? [p] : null;
      }
      // `${apiBaseUrl}/path` (the path after the base) or `${path(id)}/cancel` (a path, then more).
      const prefixes = API_BASE.test(first.expression.getText())
        ? ['']
        : resolve(first.expression, depth + 1);
      if (!prefixes) return null;
      const paths = prefixes.map((prefix) => normalisePath(prefix + templateText(node, 1)));
      return paths.every((p): p is string => p !== null) ? paths : null;
    }
    if (ts.isConditionalExpression(node)) {
      const a = resolve(node.whenTrue, depth + 1);
      const b = resolve(node.whenFalse, depth + 1);
      return a && b ? [...a, ...b] : null;
    }
    if (ts.isIdentifier(node)) {
      const declaration = declarationOf(node);
      if (declaration && ts.isVariableDeclaration(declaration))
        return resolve(declaration.initializer, depth + 1);
      if (declaration && ts.isParameter(declaration)) return resolveParameter(declaration, depth);
      return null;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const fns = index.get(node.expression.text) ?? [];
      if (fns.length === 0) return null;
      const all: string[] = [];
      for (const fn of fns) {
        const returned = returnedExpressions(fn);
        if (returned.length === 0) return null;
        for (const expression of returned) {
          const paths = resolve(expression, depth + 1);
          if (!paths) return null;
          all.push(...paths);
        }
      }
      return all;
    }
    return null;
  };

  /** A parameter: the argument at its place in every call of its function in the same file. */
  const resolveParameter = (parameter: ts.ParameterDeclaration, depth: number): Paths => {
    const fn = parameter.parent;
    if (!ts.isFunctionDeclaration(fn) && !ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return null;
    const name = functionName(fn);
    if (!name) return null;
    const position = fn.parameters.indexOf(parameter);
    const all: string[] = [];
    let calls = 0;
    let failed = false;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name) {
        calls += 1;
        const paths = resolve(node.arguments[position], depth + 1);
        if (paths) all.push(...paths);
        else failed = true;
      }
      ts.forEachChild(node, visit);
    };
    const home = fn.getSourceFile();
    visit(home);
    for (const file of files) if (file !== home && importsName(file, name)) visit(file);
    return calls > 0 && !failed ? all : null;
  };

  return resolve;
}

/** Whether `file` imports `name` (`import { name } from …`). */
function importsName(file: ts.SourceFile, name: string): boolean {
  return file.statements.some((statement) => {
    if (!ts.isImportDeclaration(statement)) return false;
    const bindings = statement.importClause?.namedBindings;
    return Boolean(
      bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.some((element) => element.name.text === name),
    );
  });
}

/** The `method` of the `fetch(url, { method })` that uses the `new URL(…)` (directly or by name). */
function fetchMethodAround(newUrl: ts.Node): string {
  const parent = newUrl.parent;
  if (ts.isCallExpression(parent) && parent.arguments[0] === newUrl) {
    const options = parent.arguments[1];
    return options && ts.isObjectLiteralExpression(options)
      ? literalMethod(propertyNamed(options, 'method'))
      : 'GET';
  }
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
    const name = parent.name.text;
    const scope = ts.findAncestor(parent, ts.isFunctionLike) ?? parent.getSourceFile();
    let method = 'GET';
    const visit = (n: ts.Node) => {
      const [first, options] = ts.isCallExpression(n) ? n.arguments : [];
      if (
        first &&
        ts.isIdentifier(first) &&
        first.text === name &&
        options &&
        ts.isObjectLiteralExpression(options)
      )
        method = literalMethod(propertyNamed(options, 'method'));
      ts.forEachChild(n, visit);
    };
    visit(scope);
    return method;
  }
  return 'GET';
}

function parse(file: string, source: string): ts.SourceFile {
  return ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

function indexFunctions(files: ts.SourceFile[]): FunctionIndex {
  const index: FunctionIndex = new Map();
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
        const name = functionName(node);
        if (name) index.set(name, [...(index.get(name) ?? []), node]);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return index;
}

/** The club API calls in the given sources (`relative path → source text`). */
export function scanSources(sources: Record<string, string>): ScanResult {
  const files = Object.entries(sources).map(([name, text]) => parse(name, text));
  const resolve = createResolver(indexFunctions(files), files);
  const calls: ClubApiCall[] = [];
  const unresolved: string[] = [];

  for (const file of files) {
    if (TRANSPORT_FILES.has(file.fileName)) continue;
    const where = (node: ts.Node) =>
      `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const record = (method: string, node: ts.Node, pathNode: ts.Node | undefined, required: boolean) => {
      const paths = resolve(pathNode);
      if (paths) for (const p of paths) calls.push({ method, path: p, at: where(node) });
      else if (required) unresolved.push(`${where(node)} ${pathNode?.getText() ?? '(no path)'}`);
    };

    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const [first, second] = node.arguments;
        if (
          ts.isPropertyAccessExpression(callee) &&
          AXIOS_METHODS.has(callee.name.text) &&
          AXIOS_RECEIVERS.has(callee.expression.getText())
        )
          record(callee.name.text.toUpperCase(), node, first, true);
        else if (
          ts.isIdentifier(callee) &&
          callee.text === 'baseQuery' &&
          first &&
          !ts.isObjectLiteralExpression(first)
        )
          record('GET', node, first, true);
        else if (ts.isIdentifier(callee) && callee.text === 'clubApiData')
          record(hasProperty(second, 'body') ? 'POST' : 'GET', node, first, true);
      }
      if (ts.isNewExpression(node) && node.expression.getText() === 'URL' && node.arguments?.length === 2) {
        if (API_BASE.test(node.arguments[1]!.getText()))
          record(fetchMethodAround(node), node, node.arguments[0], true);
      }
      if (ts.isObjectLiteralExpression(node)) {
        const url = propertyNamed(node, 'url');
        // `{ url, method }` inside an RTK Query endpoint or handed to the base query.
        const inEndpoint = ts.findAncestor(node, (a) =>
          ts.isPropertyAssignment(a) ? ['query', 'queryFn'].includes(a.name.getText()) : false,
        );
        if (url && (inEndpoint || builtAsApiRequest(node)))
          record(literalMethod(propertyNamed(node, 'method')), node, url, true);
      }
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText() === 'query' &&
        ts.isArrowFunction(node.initializer)
      ) {
        const body = node.initializer.body;
        if (!ts.isBlock(body) && !ts.isObjectLiteralExpression(skipParens(body)))
          record('GET', node, body, true);
      }
      if (ts.isTemplateExpression(node)) {
        const first = node.templateSpans[0];
        const inUrl = ts.isNewExpression(node.parent) && node.parent.expression.getText() === 'URL';
        if (!inUrl && node.head.text === '' && first && API_BASE.test(first.expression.getText()))
          record('*', node, node, true);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { calls, unresolved };
}

/** `{ url, method }` returned by a function declared `(…): ApiRequest` (a module's request for a kit). */
function builtAsApiRequest(node: ts.ObjectLiteralExpression): boolean {
  const fn = ts.findAncestor(node, ts.isFunctionLike);
  if (!fn || !(ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)))
    return false;
  if (fn.type?.getText() !== 'ApiRequest') return false;
  return returnedExpressions(fn).some((expression) => skipParens(expression) === node);
}

function skipParens(node: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(node) ? skipParens(node.expression) : node;
}

const SKIP = /(\.test\.tsx?|\.d\.ts)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !SKIP.test(name) ? [full] : [];
  });
}

/** Every club API call under `src/` of the project at `root`. */
export function siteClubApiCalls(root: string): ScanResult {
  const sources: Record<string, string> = {};
  for (const file of sourceFiles(path.join(root, 'src')))
    sources[path.relative(root, file).split(path.sep).join('/')] = readFileSync(file, 'utf8');
  return scanSources(sources);
}
