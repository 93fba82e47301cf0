import { check, type Checker } from './check';
import type { ContractOperation } from './contract';

/**
 * Every operation of the contract no journey reached, with a request generated from the contract:
 * path and query parameters from their documented examples, and for a call that changes something
 * an empty JSON body, which a conforming API refuses (400, or 401 before it for a signed-in call)
 * without side effects. The answer must be a status the contract documents, in its documented shape.
 */

type Schema = Record<string, unknown>;

function exampleOf(parameter: { example?: unknown; schema?: Schema }): string {
  const schema = parameter.schema ?? {};
  const value =
    parameter.example ??
    schema.example ??
    (Array.isArray(schema.examples) ? schema.examples[0] : undefined) ??
    (Array.isArray(schema.enum) ? schema.enum[0] : undefined) ??
    schema.default ??
    (schema.type === 'integer' || schema.type === 'number' ? 1 : 'conformance');
  return String(value);
}

export function generatedRequest(op: ContractOperation) {
  const parameters = op.operation.parameters ?? [];
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(parameter ? exampleOf(parameter) : '1');
  });
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    if (parameter.in === 'query' && parameter.required) query.set(parameter.name, exampleOf(parameter));
  }
  const search = query.size ? `?${query}` : '';
  const security = (op.operation as { security?: unknown[] }).security;
  return {
    method: op.method,
    path: `${path}${search}`,
    body: op.method === 'GET' || op.method === 'DELETE' ? undefined : {},
    bare: Array.isArray(security) && security.length === 0,
  };
}

export async function sweep(checker: Checker, operations: ContractOperation[]): Promise<void> {
  for (const op of operations) {
    if (checker.findings.has(op.key)) continue;
    const documented = Object.keys(op.operation.responses ?? {})
      .map(Number)
      .filter((status) => status < 500);
    await check(checker, op.key, generatedRequest(op), { statuses: documented });
  }
}
