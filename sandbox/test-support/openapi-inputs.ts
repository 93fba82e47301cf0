/**
 * Reads an OpenAPI 3.1 document the way a contract test needs it: the operations, and for each the
 * string inputs a caller sends in the JSON body, the query and the path, as paths into the request
 * (`travellers.0.firstName`, `domain`). Headers are left out: HTTP cannot carry a control character
 * in a header value (the Fetch `Headers` class and Node's parser refuse it).
 */

type Schema = Record<string, unknown>;
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};
interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export type Location = 'body' | 'query' | 'path';
export interface StringInput {
  in: Location;
  /** Where the string sits; numbers index arrays (their first item). */
  path: (string | number)[];
}
export interface OperationEntry {
  /** `POST /auth/signup` */
  key: string;
  method: string;
  path: string;
  inputs: StringInput[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function resolve(document: OpenApiDocument, schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  const target = document.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved ${ref}`);
  return resolve(document, target);
}

function isString(schema: Schema): boolean {
  const { type } = schema;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** Every path to a string inside `schema`, depth first, each once. */
export function stringPaths(
  document: OpenApiDocument,
  given: Schema,
  prefix: (string | number)[] = [],
): (string | number)[][] {
  const schema = resolve(document, given);
  const found: (string | number)[][] = [];
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    for (const member of (schema[keyword] as Schema[] | undefined) ?? []) {
      found.push(...stringPaths(document, member, prefix));
    }
  }
  if (isString(schema)) found.push(prefix);
  const properties = schema.properties as Record<string, Schema> | undefined;
  for (const [name, property] of Object.entries(properties ?? {})) {
    found.push(...stringPaths(document, property, [...prefix, name]));
  }
  if (schema.items) found.push(...stringPaths(document, schema.items as Schema, [...prefix, 0]));
  const seen = new Set<string>();
  return found.filter((path) => {
    const id = path.join('.');
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export function operationsOf(document: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const inputs: StringInput[] = [];
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' && parameter.in !== 'path') continue;
        for (const inner of stringPaths(document, parameter.schema ?? {}, [parameter.name])) {
          inputs.push({ in: parameter.in, path: inner });
        }
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (body) inputs.push(...stringPaths(document, body).map((path) => ({ in: 'body' as const, path })));
      entries.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, inputs });
    }
  }
  return entries;
}

/** A copy of `value` with `replace(old)` at `path`, creating objects and arrays on the way. */
export function setAt(
  value: unknown,
  path: (string | number)[],
  replace: (old: unknown) => unknown,
): unknown {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const items = Array.isArray(value) ? [...(value as unknown[])] : [];
    items[head] = setAt(items[head], rest, replace);
    return items;
  }
  const object = { ...((value ?? {}) as Record<string, unknown>) };
  object[head!] = setAt(object[head!], rest, replace);
  return object;
}

/** The field's valid value with a NUL in its middle (or a lone NUL where it had none). */
export function withNul(old: unknown): string {
  if (typeof old !== 'string' || old.length === 0) return '\u0000';
  const middle = Math.floor(old.length / 2);
  return `${old.slice(0, middle)}\u0000${old.slice(middle)}`;
}
