import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUploadPool } from './pool';

const pool = createUploadPool(1);
afterAll(() => pool.close());

async function multipartFile(folder: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'scan.pdf');
  const request = new Request('http://x/', { method: 'POST', body: form });
  const bodyPath = path.join(folder, 'body');
  writeFileSync(bodyPath, Buffer.from(await request.arrayBuffer()));
  return { bodyPath, contentType: request.headers.get('content-type') ?? '' };
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('upload pool', () => {
  it('parses and checks a document in a worker thread', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'upload-pool-'));
    const { bodyPath, contentType } = await multipartFile(folder, pdf, { kind: 'OTHER' });
    const outPath = path.join(folder, 'out');
    const outcome = await pool.check({
      bodyPath,
      contentType,
      field: 'file',
      check: { kind: 'document' },
      maxBytes: 5 * 1024 * 1024,
      outPath,
    });
    expect(outcome).toEqual({
      status: 'parsed',
      fields: { kind: 'OTHER' },
      file: expect.objectContaining({ status: 'accepted', kind: 'pdf', name: 'scan.pdf', size: pdf.length }),
    });
    expect(readFileSync(outPath)).toEqual(pdf);
  });

  it('refuses by content, by size, text in the file field and a body that is not a form', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'upload-pool-'));
    const outPath = path.join(folder, 'out');
    const task = (bodyPath: string, contentType: string, maxBytes = 5 * 1024 * 1024) =>
      pool.check({ bodyPath, contentType, field: 'file', check: { kind: 'document' }, maxBytes, outPath });

    const script = await multipartFile(folder, Buffer.from('#!/bin/sh\nrm -rf /\n'));
    expect(await task(script.bodyPath, script.contentType)).toMatchObject({ file: { status: 'refused' } });
    expect(await task(script.bodyPath, script.contentType, 4)).toMatchObject({
      file: { status: 'too-large' },
    });

    const form = new FormData();
    form.append('file', 'just text');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const textPath = path.join(folder, 'text');
    writeFileSync(textPath, Buffer.from(await request.arrayBuffer()));
    const text = await task(textPath, request.headers.get('content-type') ?? '');
    expect(text).toMatchObject({ file: { status: 'not-a-file' } });

    writeFileSync(textPath, 'not a multipart body');
    expect(await task(textPath, 'multipart/form-data; boundary=nothing-here')).toEqual({
      status: 'malformed',
    });
  });

  it('checks uploads one after another with one worker, in order', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'upload-pool-'));
    const { bodyPath, contentType } = await multipartFile(folder, pdf);
    const outcomes = await Promise.all(
      [1, 2, 3].map((n) =>
        pool.check({
          bodyPath,
          contentType,
          field: 'file',
          check: { kind: 'document' },
          maxBytes: 5 * 1024 * 1024,
          outPath: path.join(folder, `out-${n}`),
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['parsed', 'parsed', 'parsed']);
  });
});
