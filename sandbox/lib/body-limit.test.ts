import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES } from './body-limit';
import { OPENAPI_DOCUMENT_PATH } from './openapi';
import { TEST_CONFIG, readEnvelope, startTestSandbox, type TestSandbox } from '../test-support/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const headers = { apikey: TEST_CONFIG.apiKey, 'Whitelabel-Id': '101', 'Content-Type': 'application/json' };

/** A JSON body of exactly `bytes` bytes: a login with a very long password. */
function jsonOf(bytes: number): string {
  const empty = JSON.stringify({ email: 'a@b.test', password: '' });
  return JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(bytes - empty.length) });
}

/** A chunked upload (no Content-Length) of `total` bytes that counts what the server pulled. */
function countingStream(total: number, chunk = 64 * 1024) {
  const pulled = { bytes: 0 };
  const piece = new TextEncoder().encode('x'.repeat(chunk));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += piece.length;
      controller.enqueue(piece);
    },
  });
  return { stream, pulled };
}

const post = (body: BodyInit, extra: Record<string, string> = {}) =>
  sandbox.app.request('/auth/login-with-password', {
    method: 'POST',
    headers: { ...headers, ...extra },
    body,
    duplex: 'half',
  } as RequestInit);

describe('request body limit', () => {
  it('answers 413 in the error envelope when Content-Length is over 1 MB, reading nothing', async () => {
    const { stream, pulled } = countingStream(2 * MAX_BODY_BYTES);
    const response = await post(stream, { 'Content-Length': String(2 * MAX_BODY_BYTES) });
    expect(response.status).toBe(413);
    expect(await readEnvelope(response)).toEqual({
      data: null,
      message: BODY_TOO_LARGE_MESSAGE,
      statusCode: 413,
    });
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('answers 413 for a body of 1 MB and one byte', async () => {
    const body = jsonOf(MAX_BODY_BYTES + 1);
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES + 1);
    expect((await post(body)).status).toBe(413);
  });

  it('stops a chunked upload of 200 MB once it passes 1 MB, having read no more', async () => {
    const { stream, pulled } = countingStream(200 * 1024 * 1024);
    const response = await post(stream);
    expect(response.status).toBe(413);
    expect((await readEnvelope(response)).message).toBe(BODY_TOO_LARGE_MESSAGE);
    // The stream may run a chunk or two ahead of the reader; never far past the limit.
    expect(pulled.bytes).toBeLessThan(MAX_BODY_BYTES + 4 * 64 * 1024);
  });

  it('reads a body of exactly 1 MB as usual (here: a password too long, 400)', async () => {
    const body = jsonOf(MAX_BODY_BYTES);
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await readEnvelope(response)).message).toMatch(/^password: /);
  });

  it('is in the contract: each operation that takes a body documents the 413', async () => {
    const document = (await (await sandbox.call(OPENAPI_DOCUMENT_PATH)).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    const withBody = Object.values(document.paths).flatMap((item) =>
      Object.values(item).filter((operation) => operation.requestBody),
    );
    expect(withBody.length).toBeGreaterThan(10);
    for (const operation of withBody) expect(Object.keys(operation.responses)).toContain('413');
  });
});
