// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES, parseJson, readLimitedBody } from './requestBody';

/** A chunked body (no Content-Length) of `total` bytes that counts what was pulled from it. */
function countingStream(total: number, chunk = 64 * 1024) {
  const pulled = { bytes: 0 };
  const piece = new Uint8Array(chunk).fill(0x78);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += piece.length;
      controller.enqueue(piece);
    },
  });
  return { stream, pulled };
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://skyline.localhost:3000/api/populateDump', {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);

async function expect413(result: Awaited<ReturnType<typeof readLimitedBody>>) {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.response.status).toBe(413);
  expect(await result.response.json()).toEqual({
    data: null,
    message: BODY_TOO_LARGE_MESSAGE,
    statusCode: 413,
  });
}

describe('readLimitedBody', () => {
  it('reads a body of up to 1 MB', async () => {
    const text = 'x'.repeat(MAX_BODY_BYTES);
    expect(await readLimitedBody(post(text))).toEqual({ ok: true, text });
    expect(await readLimitedBody(post(null))).toEqual({ ok: true, text: '' });
  });

  it('answers 413 from Content-Length alone, reading nothing', async () => {
    const { stream, pulled } = countingStream(100 * MAX_BODY_BYTES);
    await expect413(await readLimitedBody(post(stream, { 'Content-Length': String(100 * MAX_BODY_BYTES) })));
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('stops a chunked 100 MB upload just past 1 MB', async () => {
    const { stream, pulled } = countingStream(100 * MAX_BODY_BYTES);
    await expect413(await readLimitedBody(post(stream)));
    expect(pulled.bytes).toBeLessThan(MAX_BODY_BYTES + 4 * 64 * 1024);
  });

  it('answers 413 for 1 MB and one byte', async () => {
    await expect413(await readLimitedBody(post('x'.repeat(MAX_BODY_BYTES + 1))));
  });
});

describe('parseJson', () => {
  it('parses JSON and gives undefined for anything else', () => {
    expect(parseJson('{"language":"ar"}')).toEqual({ language: 'ar' });
    expect(parseJson('')).toBeUndefined();
    expect(parseJson('{not json')).toBeUndefined();
  });
});
