import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store } from './s3-store';
import { newStorageKey, type StorageKey } from './store';

/**
 * The S3 store through the real AWS SDK (serialising, SigV4 signing, checksums, error parsing)
 * against a small S3-compatible endpoint on 127.0.0.1: the object calls the store makes (PUT, GET,
 * DELETE on `/{bucket}/{key}`, path style, as MinIO and Ceph answer them) with S3's answers,
 * including the XML `NoSuchKey` error. No S3 server binary can be downloaded here; this checks
 * every byte the SDK sends and reads, not a mocked client.
 */

interface Seen {
  method: string;
  url: string;
  authorization: string;
  contentType: string | undefined;
}

const objects = new Map<string, { body: Buffer; contentType: string }>();
const seen: Seen[] = [];
let server: Server;
let endpoint: string;
let failNext: number | null = null;

/** An aws-chunked body (the SDK's streaming checksum encoding) back to its bytes. */
function decodeBody(raw: Buffer, encoding: string | undefined): Buffer {
  if (!encoding?.includes('aws-chunked')) return raw;
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const raw = await bodyOf(request);
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: String(request.headers.authorization ?? ''),
      contentType: request.headers['content-type'],
    });
    if (failNext !== null) {
      response.writeHead(failNext, { 'Content-Type': 'application/xml' });
      response.end(
        '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
      );
      failNext = null;
      return;
    }
    const path = decodeURIComponent((request.url ?? '').split('?')[0]!);
    const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
    if (request.method === 'GET' && query.get('list-type') === '2') {
      // ListObjectsV2 over the bucket, one page of at most two keys, to follow continuation tokens.
      const bucket = `${path.replace(/\/$/, '')}/`;
      const prefix = query.get('prefix') ?? '';
      const names = [...objects.keys()]
        .filter((name) => name.startsWith(bucket + prefix))
        .map((name) => name.slice(bucket.length))
        .sort();
      const from = Number(query.get('continuation-token') ?? 0);
      const page = names.slice(from, from + 2);
      const more = from + 2 < names.length;
      response.writeHead(200, { 'Content-Type': 'application/xml' });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>club-files</Name><Prefix>${prefix}</Prefix>` +
          `<KeyCount>${page.length}</KeyCount><MaxKeys>2</MaxKeys><IsTruncated>${more}</IsTruncated>` +
          (more ? `<NextContinuationToken>${from + 2}</NextContinuationToken>` : '') +
          page
            .map(
              (name) =>
                `<Contents><Key>${name}</Key><LastModified>2026-11-28T06:00:00.000Z</LastModified><Size>1</Size></Contents>`,
            )
            .join('') +
          '</ListBucketResult>',
      );
      return;
    }
    if (request.method === 'PUT') {
      const body = decodeBody(raw, request.headers['content-encoding']);
      objects.set(path, { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' });
      response.writeHead(200, { ETag: '"etag"' });
      response.end();
    } else if (request.method === 'GET') {
      const object = objects.get(path);
      if (!object) {
        response.writeHead(404, { 'Content-Type': 'application/xml' });
        response.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
        return;
      }
      response.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.body.length });
      response.end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204);
      response.end();
    } else {
      response.writeHead(405);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const aStore = (keyPrefix = '') =>
  createS3Store({
    bucket: 'club-files',
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'TESTKEYID', secretAccessKey: 'test-secret-key' },
    forcePathStyle: true,
    keyPrefix,
  });

describe('the S3 store', () => {
  it('puts a file as a signed, path-style PUT with its content type, and gets the same bytes back', async () => {
    const store = aStore();
    const key = newStorageKey('agent-documents');
    const bytes = Buffer.alloc(5 * 1_048_576, 9);
    await store.put(key, bytes, 'application/pdf');
    const put = seen.find((request) => request.method === 'PUT' && request.url.includes(key));
    expect(put?.url.split('?')[0]).toBe(`/club-files/${key}`);
    expect(put?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=TESTKEYID\/\d{8}\/us-east-1\/s3\/aws4_request/,
    );
    expect(put?.contentType).toBe('application/pdf');
    expect(objects.get(`/club-files/${key}`)?.body.equals(bytes)).toBe(true);
    expect((await store.get(key))?.equals(bytes)).toBe(true);
  });

  it('answers null for a missing key (NoSuchKey), and deletes', async () => {
    const store = aStore();
    const key = newStorageKey('profile-images');
    expect(await store.get(key)).toBeNull();
    await store.put(key, Buffer.from('picture'), 'image/png');
    await store.delete(key);
    expect(objects.has(`/club-files/${key}`)).toBe(false);
    expect(await store.get(key)).toBeNull();
  });

  it('puts every key under the configured prefix', async () => {
    const store = aStore('club-api/');
    const key = newStorageKey('agent-logos');
    await store.put(key, Buffer.from('logo'), 'image/png');
    expect(objects.has(`/club-files/club-api/${key}`)).toBe(true);
    expect((await store.get(key))?.toString()).toBe('logo');
  });

  it('puts a file from disk by streaming it, with its length and type', async () => {
    const store = aStore();
    const key = newStorageKey('agent-documents');
    const source = path.join(mkdtempSync(path.join(tmpdir(), 's3-put-file-')), 'upload');
    const bytes = Buffer.alloc(300_000, 7);
    await writeFile(source, bytes);
    await store.putFile(key, source, 'application/pdf');
    expect(objects.get(`/club-files/${key}`)?.body.equals(bytes)).toBe(true);
    expect(objects.get(`/club-files/${key}`)?.contentType).toBe('application/pdf');
  });

  it("lists an area's files under the prefix, page after page, and nothing of another area", async () => {
    const store = aStore('listed/');
    const keys = [1, 2, 3].map(() => newStorageKey('profile-images'));
    for (const key of keys) await store.put(key, Buffer.from('p'), 'image/png');
    await store.put(newStorageKey('agent-logos'), Buffer.from('l'), 'image/png');
    const listed = [];
    for await (const file of store.list('profile-images')) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual([...keys].sort());
    expect(listed[0]?.modifiedAt.toISOString()).toBe('2026-11-28T06:00:00.000Z');
  });

  it('passes on a refusal of the service (a wrong key, a missing permission) instead of answering null', async () => {
    const store = aStore();
    failNext = 403;
    await expect(store.get(newStorageKey('agent-documents'))).rejects.toThrow(/Access Denied|AccessDenied/);
  });

  it('refuses a key that is not one of its own, before any request', async () => {
    const store = aStore();
    const before = seen.length;
    await expect(store.get('../../other-bucket/x' as StorageKey)).rejects.toThrow('Not a storage key');
    expect(seen.length).toBe(before);
  });
});
