import { drizzle } from 'drizzle-orm/pglite';
import { z } from 'zod';
import { buildApp, openApiDocument } from '../sandbox/app';
import * as schema from '../sandbox/db/schema';
import type { Answer } from './client';
import { CLASS_OF_CALL, type CallClass } from './catalog';

/**
 * The contract the kit checks a club API against: the reference API's OpenAPI document, built from
 * the sandbox's route schemas (the same document `GET /docs/openapi.json` serves), so a club API
 * that serves no document, or a different one, is still held to the site's contract.
 */

type Schema = Record<string, unknown>;
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema; example?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  'x-club-api'?: CallClass;
}
export interface ContractDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface ContractOperation {
  key: string;
  method: string;
  path: string;
  operation: Operation;
  callClass: CallClass;
  /** Whether the class came from the document's `x-club-api` mark (else from the kit's table). */
  marked: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** Served by the reference API for its operators, never called by the site. */
const NOT_FOR_THE_SITE = /^\/(health|healthz|readyz)$/;

let known: ContractDocument | null = null;

/** The reference contract (built once; it runs no query, so a mock database is enough). */
export function knownContract(): ContractDocument {
  if (known) return known;
  const origin = 'http://127.0.0.1:4000';
  const app = buildApp({
    db: drizzle.mock({ schema }),
    config: { apiKey: 'unused', publicUrl: origin, extraOrigins: [] },
  });
  known = openApiDocument(app, origin) as unknown as ContractDocument;
  return known;
}

export function operationsOf(document: ContractDocument): ContractOperation[] {
  const found: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (NOT_FOR_THE_SITE.test(path)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const mark = operation['x-club-api'];
      found.push({
        key,
        method: method.toUpperCase(),
        path,
        operation,
        callClass: mark ?? CLASS_OF_CALL[key] ?? 'required',
        marked: Boolean(mark),
      });
    }
  }
  return found;
}

/** `#/components/schemas/X` → `#/$defs/X`, the only local references zod's converter reads. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string'
        ? [key, inner.replace('#/components/schemas/', '#/$defs/')]
        : [key, rewriteRefs(inner)],
    ),
  );
}

const validators = new Map<string, z.ZodType>();

function validatorFor(document: ContractDocument, key: string, schemaOf: Schema): z.ZodType {
  const cached = validators.get(key);
  if (cached) return cached;
  const root = {
    ...(rewriteRefs(schemaOf) as Schema),
    $defs: rewriteRefs(document.components?.schemas ?? {}),
  };
  const validator = z.fromJSONSchema(root as Parameters<typeof z.fromJSONSchema>[0]);
  validators.set(key, validator);
  return validator;
}

export interface Conformity {
  ok: boolean;
  /** Why not, for the report. */
  problem?: string;
}

/**
 * Whether `answer` is one the contract documents for the operation: a documented status, the
 * documented media type, and for JSON a body valid against that status's schema.
 */
export function conformity(document: ContractDocument, op: ContractOperation, answer: Answer): Conformity {
  const response = op.operation.responses?.[String(answer.status)];
  if (!response) return { ok: false, problem: `status ${answer.status} is not in the contract` };
  const content = response.content ?? {};
  const types = Object.keys(content);
  if (types.length === 0) return { ok: true };
  const json = content['application/json'];
  if (!json) {
    const type = answer.contentType.split(';')[0]!.trim();
    const matches = types.some((documented) =>
      documented.endsWith('/*') ? type.startsWith(documented.slice(0, -1)) : documented === type,
    );
    return matches
      ? { ok: true }
      : { ok: false, problem: `content type ${type || 'none'}, not ${types.join(' or ')}` };
  }
  if (answer.json === undefined) return { ok: false, problem: 'the answer is not JSON' };
  if (!json.schema) return { ok: true };
  const result = validatorFor(document, `${op.key} ${answer.status}`, json.schema).safeParse(answer.json);
  if (result.success) return { ok: true };
  const issue = result.error.issues[0];
  return { ok: false, problem: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` };
}

export function findOperation(operations: ContractOperation[], key: string): ContractOperation | undefined {
  return operations.find((op) => op.key === key);
}
