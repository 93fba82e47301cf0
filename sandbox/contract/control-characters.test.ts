import { afterAll, describe, expect, it } from 'vitest';
import { aFakeClock } from '../test-support/auth';
import { databaseDigest } from '../test-support/database-digest';
import {
  operationsOf,
  setAt,
  withNul,
  type OpenApiDocument,
  type StringInput,
} from '../test-support/openapi-inputs';
import { readEnvelope, startTestSandbox, type TestSandbox } from '../test-support/sandbox';
import { OPENAPI_DOCUMENT_PATH } from '../lib/openapi';
import { CONTROL_CHARACTER_MESSAGE } from '../lib/text';
import { BASE_REQUESTS, type BaseRequest } from './base-requests';

/**
 * Every operation of the served contract, every string it takes in its body, query or path: a NUL
 * there is answered 400 naming the field, and changes nothing (no row written, no code, token or
 * captcha used up: the same request without the NUL still succeeds afterwards).
 */

const clock = aFakeClock();
const sandbox: TestSandbox = await startTestSandbox({ services: { now: clock.now } });
afterAll(() => sandbox.close());

const document = (await (await sandbox.call(OPENAPI_DOCUMENT_PATH)).json()) as OpenApiDocument;
const operations = operationsOf(document);
const withStrings = operations.filter((operation) => operation.inputs.length > 0);

function send(operation: { method: string; path: string }, request: BaseRequest) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(request.params?.[name] ?? ''),
  );
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  return sandbox.call(`${path}${query}`, {
    ...request.options,
    method: operation.method,
    body: request.body,
  });
}

/** The base request with a NUL in the one field. */
function withNulIn(request: BaseRequest, input: StringInput): BaseRequest {
  const [name, ...inner] = input.path;
  if (input.in === 'body') return { ...request, body: setAt(request.body, input.path, withNul) };
  const where = input.in === 'path' ? 'params' : 'query';
  const values = { ...request[where], [name!]: setAt(request[where]?.[name!], inner, withNul) as string };
  return { ...request, [where]: values };
}

describe('a control character in any string the API takes', () => {
  it('the document lists the operations this test has a valid request for', () => {
    expect(withStrings.map((operation) => operation.key).sort()).toEqual(Object.keys(BASE_REQUESTS).sort());
    expect(withStrings.length).toBeGreaterThan(20);
  });

  it.each(withStrings.map((operation) => [operation.key, operation] as const))(
    '%s: 400 naming the field, nothing changed',
    { timeout: 60_000 },
    async (_key, operation) => {
      const build = BASE_REQUESTS[operation.key];
      if (!build) throw new Error(`no base request for ${operation.key}`);
      const base = await build({ sandbox, clock });
      // The base request's own mail (and the documents it attaches) is sent before the count.
      await sandbox.mail.settle();
      const before = await databaseDigest(sandbox.database.db);

      for (const input of operation.inputs) {
        const field = input.path.join('.');
        const response = await send(operation, withNulIn(base, input));
        const envelope = await readEnvelope<null>(response);
        expect({
          field,
          status: response.status,
          statusCode: envelope.statusCode,
          data: envelope.data,
        }).toEqual({
          field,
          status: 400,
          statusCode: 400,
          data: null,
        });
        expect(envelope.message, field).toContain(`${field}: `);
      }
      expect(await databaseDigest(sandbox.database.db)).toEqual(before);

      const response = await send(operation, base);
      const message = response.headers.get('content-type')?.includes('json')
        ? (await readEnvelope(response)).message
        : '';
      expect(response.status, message).toBe(base.status);
    },
  );

  it('names the rule for a field with no pattern of its own', async () => {
    const base = await BASE_REQUESTS['POST /auth/login-with-password']!({ sandbox, clock });
    const operation = { method: 'POST', path: '/auth/login-with-password' };
    for (const character of ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f']) {
      const body = { ...(base.body as object), browser: `Chrome${character}140` };
      const response = await send(operation, { ...base, body });
      expect(await readEnvelope(response)).toEqual({
        data: null,
        message: `browser: ${CONTROL_CHARACTER_MESSAGE}`,
        statusCode: 400,
      });
    }
    // Letters of any script, spaces and symbols are not control characters.
    const body = { ...(base.body as object), city: 'دبي – Dubaï 🌴', browser: 'Chrome 140 (x86_64)' };
    expect((await send(operation, { ...base, body })).status).toBe(201);
  });
});
