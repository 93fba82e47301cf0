import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/pglite';
import { buildApp, openApiDocument } from '../../app';
import * as schema from '../../db/schema';
import { TEST_CONFIG } from '../../test-support/sandbox';
import { maskPassport } from './details';

/**
 * Issue 30, "Contract": the booking-detail answers carry the passport masked (`*****567`). The
 * documented traveller of those answers must accept it: every `pattern` that applies to the
 * travellers' `passportNumber` (through `$ref` and `allOf`) has to match the masked value.
 */

type Schema = Record<string, unknown>;

const app = buildApp({
  db: drizzle.mock({ schema }),
  config: TEST_CONFIG,
  logger: { error: () => {}, info: () => {}, warn: () => {} },
  services: { mail: { send: async () => {} }, jwtSecret: 'j'.repeat(40), altchaHmacKey: 'a'.repeat(40) },
});
const document = openApiDocument(app, TEST_CONFIG.publicUrl) as unknown as {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components: { schemas: Record<string, Schema> };
};

function resolve(node: Schema): Schema {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  return resolve(document.components.schemas[ref.replace('#/components/schemas/', '')]!);
}

/** Every schema a value at this node must satisfy (the node, its allOf parts, their refs). */
function constraintsOf(node: Schema): Schema[] {
  const resolved = resolve(node);
  const parts = Array.isArray(resolved.allOf) ? (resolved.allOf as Schema[]).flatMap(constraintsOf) : [];
  return [resolved, ...parts];
}

/** The schemas of `passportNumber` inside each travellers array of an answer, wherever it sits. */
function passportSchemas(node: unknown, seen = new Set<unknown>()): Schema[] {
  if (!node || typeof node !== 'object' || seen.has(node)) return [];
  seen.add(node);
  const schemaNode = node as Schema;
  const found: Schema[] = [];
  for (const part of constraintsOf(schemaNode)) {
    const properties = part.properties as Record<string, Schema> | undefined;
    if (properties?.passportNumber) found.push(...constraintsOf(properties.passportNumber));
  }
  for (const value of Object.values(resolve(schemaNode))) {
    if (Array.isArray(value)) for (const item of value) found.push(...passportSchemas(item, seen));
    else found.push(...passportSchemas(value, seen));
  }
  return found;
}

const detailAnswers = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([method]) => method === 'get' && /booking/i.test(path))
    .map(([method, operation]) => ({ path, method, success: operation.responses?.['200'] }))
    .filter(
      ({ success }) =>
        JSON.stringify(success ?? {}).includes('passportNumber') || passportSchemas(success).length > 0,
    ),
);

describe('the masked passport in booking-detail answers', () => {
  it('is found in the answers that return booked travellers', () => {
    expect(detailAnswers.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/flight/booking/{bookingId}', '/my-bookings/{bookingId}']),
    );
  });

  it.each(detailAnswers)('$method $path documents what it sends', ({ success }) => {
    const masked = maskPassport('N1234567');
    expect(masked).toBe('*****567');
    const patterns = passportSchemas(success)
      .map((part) => part.pattern)
      .filter((pattern): pattern is string => typeof pattern === 'string');
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) expect(masked, pattern).toMatch(new RegExp(pattern, 'u'));
  });
});
