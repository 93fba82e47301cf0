import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../lib/body-limit';
import { logIn, signUp, type Grant } from '../../test-support/auth';
import {
  TEST_CONFIG,
  expectError,
  readEnvelope,
  requestInit,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import type { UserProfile } from '../users/schemas';

let sandbox: TestSandbox;
let customer: Grant;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  customer = await logIn(sandbox, 'customer@skyline.test');
});
afterAll(() => sandbox.close());

/** A small photo with EXIF data (camera, comment, GPS-like text) that must not survive. */
async function aJpegWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam', Model: 'Secret Model', ImageDescription: 'home address' } })
    .toBuffer();
}
const aPng = () =>
  sharp({ create: { width: 20, height: 20, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
const aWebp = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } })
    .webp()
    .toBuffer();

/** `token: null` sends no Authorization header. */
async function upload(
  file: { bytes: Uint8Array; name: string; type: string } | null,
  { token = customer.token as string | null, id = customer.user.id, field = 'image' } = {},
): Promise<Response> {
  const form = new FormData();
  if (file) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const init = requestInit({ method: 'PUT', token: token ?? undefined });
  return sandbox.app.request(`/admin/customer/profile-image/update/${id}`, { ...init, body: form });
}
const remove = ({ token = customer.token, id = customer.user.id } = {}) =>
  sandbox.call(`/admin/customer/profile-image/delete/${id}`, { method: 'DELETE', token });
/** The image URL's path, requested without any header, as an <img> does. */
const fetchImage = (url: string) => sandbox.app.request(new URL(url).pathname);

async function uploaded(response: Response): Promise<string> {
  const { data, message } = await readEnvelope<{ profilePic: string }>(response);
  expect(response.status, message).toBe(200);
  return data.profilePic;
}

describe('PUT /admin/customer/profile-image/update/{userId}', () => {
  it('stores a JPEG re-encoded without its metadata and serves it from the API origin', async () => {
    const user = await signUp(sandbox);
    const original = await aJpegWithMetadata();
    expect(original.includes('SpyCam')).toBe(true);
    const url = await uploaded(
      await upload(
        { bytes: original, name: 'me.jpg', type: 'image/jpeg' },
        { token: user.token, id: user.user.id },
      ),
    );
    expect(url).toMatch(new RegExp(`^${TEST_CONFIG.publicUrl}/assets/profile/[0-9a-f]{32}\\.jpg$`));

    const served = await fetchImage(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes('SpyCam')).toBe(false);
    expect(bytes.includes('home address')).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect({ format: metadata.format, width: metadata.width, exif: metadata.exif }).toEqual({
      format: 'jpeg',
      width: 40,
      exif: undefined,
    });

    const profile = await readEnvelope<UserProfile>(
      await sandbox.call(`/user/customer/${user.user.id}`, { token: user.token }),
    );
    expect(profile.data.profilePic).toBe(url);
  });

  it('recognises a PNG by its content though it is named .pdf and declared as a PDF', async () => {
    const url = await uploaded(
      await upload({ bytes: await aPng(), name: 'scan.pdf', type: 'application/pdf' }),
    );
    expect(url).toMatch(/\.png$/);
    const served = await fetchImage(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('png');
  });

  it('accepts WebP and scales a large image down to fit 1024 px', async () => {
    expect(
      await uploaded(await upload({ bytes: await aWebp(), name: 'a.webp', type: 'image/webp' })),
    ).toMatch(/\.webp$/);
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const served = await fetchImage(
      await uploaded(await upload({ bytes: big, name: 'b.png', type: 'image/png' })),
    );
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([1024, 512]);
  });

  it.each([
    ['a script named .png', Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png'],
    ['a shell script named .jpg', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'x.jpg', 'image/jpeg'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'a.gif', 'image/gif'],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'doc.pdf', 'application/pdf'],
    [
      'a PNG signature followed by garbage',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]),
      'broken.png',
      'image/png',
    ],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
  ])('answers 400 naming the field for %s, and keeps the current picture', async (_, bytes, name, type) => {
    const user = await signUp(sandbox);
    const options = { token: user.token, id: user.user.id };
    const url = await uploaded(
      await upload({ bytes: await aPng(), name: 'ok.png', type: 'image/png' }, options),
    );
    expect(await expectError(await upload({ bytes, name, type }, options), 400)).toBe(
      'image: must be a JPEG, PNG or WebP image',
    );
    const profile = await readEnvelope<UserProfile>(
      await sandbox.call(`/user/customer/${user.user.id}`, { token: user.token }),
    );
    expect(profile.data.profilePic).toBe(url);
  });

  it('answers 400 naming the field for a JSON body instead of a form', async () => {
    const response = await sandbox.call(`/admin/customer/profile-image/update/${customer.user.id}`, {
      method: 'PUT',
      body: { image: 'data:image/png;base64,iVBORw0KGgo=' },
      token: customer.token,
    });
    expect(await expectError(response, 400)).toMatch(/^image: /);
  });

  it('answers 400 naming the field when no image is sent', async () => {
    expect(await expectError(await upload(null), 400)).toMatch(/^image: /);
    const other = await upload({ bytes: await aPng(), name: 'a.png', type: 'image/png' }, { field: 'photo' });
    expect(await expectError(other, 400)).toMatch(/^image: /);
  });

  it('answers 413 for a 6 MB file, refused from its Content-Length before the body is read', async () => {
    const bytes = Buffer.concat([await aPng(), Buffer.alloc(6 * 1024 * 1024)]);
    expect(await expectError(await upload({ bytes, name: 'big.png', type: 'image/png' }), 413)).toBe(
      'image: the file is larger than 5 MB',
    );
  });

  it('answers 413 for a streamed body (no Content-Length) as soon as it passes the limit', async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const init = requestInit({ method: 'PUT', token: customer.token });
    const response = await sandbox.app.request(`/admin/customer/profile-image/update/${customer.user.id}`, {
      ...init,
      headers: { ...init.headers, 'Content-Type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    // Reading stopped at the limit: the rest of the 8 MB stream was never pulled.
    expect(sent).toBeLessThan(MAX_IMAGE_BYTES + 256 * 1024);
  });

  it('answers 413 for an image just over 5,242,880 bytes that fits the multipart allowance', async () => {
    const png = await aPng();
    const bytes = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);
    expect(await expectError(await upload({ bytes, name: 'edge.png', type: 'image/png' }), 413)).toMatch(
      /larger than 5 MB/,
    );
  });

  it('gives a replaced picture a new URL; the old one is gone', async () => {
    const user = await signUp(sandbox);
    const options = { token: user.token, id: user.user.id };
    const first = await uploaded(
      await upload({ bytes: await aPng(), name: 'a.png', type: 'image/png' }, options),
    );
    const second = await uploaded(
      await upload({ bytes: await aWebp(), name: 'b.webp', type: 'image/webp' }, options),
    );
    expect(second).not.toBe(first);
    expect((await fetchImage(first)).status).toBe(404);
    expect((await fetchImage(second)).status).toBe(200);
  });

  it("answers 404 for another user's id and 401 without a token", async () => {
    const other = await signUp(sandbox);
    const file = { bytes: await aPng(), name: 'a.png', type: 'image/png' };
    expect(await expectError(await upload(file, { id: other.user.id }), 404)).toBe('User not found');
    expect((await upload(file, { token: null })).status).toBe(401);
  });

  it("answers 404 for another user's id whatever the body, before reading it (issue 30)", async () => {
    const other = await signUp(sandbox);
    const notAnImage = { bytes: Buffer.from('#!/bin/sh\necho hi\n'), name: 'x.png', type: 'image/png' };
    // (A body over the size by its Content-Length is refused with 413 before any route: lib/body-limit.)
    for (const file of [notAnImage, null]) {
      expect(await expectError(await upload(file, { id: other.user.id }), 404)).toBe('User not found');
    }
    const json = requestInit({ method: 'PUT', token: customer.token, body: { image: 'x' } });
    const answer = await sandbox.app.request(`/admin/customer/profile-image/update/${other.user.id}`, json);
    expect(await expectError(answer, 404)).toBe('User not found');
    // A path id that is no user id at all is still the validator's 400.
    expect((await upload(notAnImage, { id: 'abc' as unknown as number })).status).toBe(400);
  });
});

describe('DELETE /admin/customer/profile-image/delete/{userId}', () => {
  it('removes the picture: profilePic null, the image no longer served', async () => {
    const user = await signUp(sandbox);
    const options = { token: user.token, id: user.user.id };
    const url = await uploaded(
      await upload({ bytes: await aPng(), name: 'a.png', type: 'image/png' }, options),
    );
    const response = await remove(options);
    expect(response.status).toBe(200);
    expect((await readEnvelope(response)).data).toEqual({ profilePic: null });
    expect((await fetchImage(url)).status).toBe(404);
    const profile = await readEnvelope<UserProfile>(
      await sandbox.call(`/user/customer/${user.user.id}`, { token: user.token }),
    );
    expect(profile.data.profilePic).toBeNull();
    // Deleting when there is no picture is no error.
    expect((await remove(options)).status).toBe(200);
  });

  it("answers 404 for another user's id and leaves their picture", async () => {
    const other = await signUp(sandbox);
    const url = await uploaded(
      await upload(
        { bytes: await aPng(), name: 'a.png', type: 'image/png' },
        { token: other.token, id: other.user.id },
      ),
    );
    expect(await expectError(await remove({ id: other.user.id }), 404)).toBe('User not found');
    expect((await fetchImage(url)).status).toBe(200);
  });
});

describe('GET /assets/profile/{file}', () => {
  it('answers 404 for an unknown file and 400 for a name that is not a picture file name', async () => {
    expect((await sandbox.app.request(`/assets/profile/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await sandbox.app.request('/assets/profile/..%2Fsecrets.png')).status).toBe(400);
  });
});
