import { once } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../body-limit';
import { logIn, type Grant } from '../../test-support/auth';
import { TEST_CONFIG, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';

/**
 * Uploads over a real socket, as the site sends them: `app.request` in the other upload tests never
 * goes through @hono/node-server's request, which is what `receiveUpload` reads from in production.
 */
let sandbox: TestSandbox;
let customer: Grant;
let server: ReturnType<typeof serve>;
let port = 0;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  customer = await logIn(sandbox, 'customer@skyline.test');
  server = serve({ fetch: sandbox.app.fetch, hostname: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  server?.close();
  await sandbox?.close();
});

const uploadPath = () => `/admin/customer/profile-image/update/${customer.user.id}`;
const headers = () => ({
  apikey: TEST_CONFIG.apiKey,
  'Whitelabel-Id': '101',
  Authorization: `Bearer ${customer.token}`,
});

/** A PUT whose body is written in 64 KiB chunks with no Content-Length (chunked), as a stream sends it. */
function chunkedPut(boundary: string, head: Buffer, total: number) {
  return new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
    let written = 0;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: uploadPath(),
        headers: { ...headers(), 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), written }),
        );
      },
    );
    req.on('error', reject);
    req.write(head);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (written < total) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('uploads over HTTP (lib/uploads/receive.ts)', () => {
  it('stores a picture sent over a socket', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const response = await fetch(`http://127.0.0.1:${port}${uploadPath()}`, {
      method: 'PUT',
      headers: headers(),
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as { data: { profilePic: string } }).data.profilePic).toMatch(/\.png$/);
  });

  it('answers 413 to a chunked body once it passes the limit, and the client reads the answer', async () => {
    const head = Buffer.from(
      '--x\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n',
    );
    const answer = await chunkedPut('x', head, 8 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'image: the file is larger than 5 MB' });
    expect(MAX_IMAGE_BYTES).toBeLessThan(8 * 1024 * 1024);
  });

  it('answers 400 to a body that is not the multipart it says it is', async () => {
    const response = await fetch(`http://127.0.0.1:${port}${uploadPath()}`, {
      method: 'PUT',
      headers: { ...headers(), 'Content-Type': 'multipart/form-data; boundary=nothing-like-this' },
      body: 'just some text',
    });
    expect(response.status).toBe(400);
  });
});
