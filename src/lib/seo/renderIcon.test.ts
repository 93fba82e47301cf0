// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aClubConfig } from '@tests/builders/aClubConfig';

vi.stubEnv('API_BASE_URL', 'http://127.0.0.1:4000');
vi.stubEnv('PUBLIC_API_BASE_URL', 'https://api.skyline.example');
vi.stubEnv('CLUB_API_KEY', 'sandbox-demo-key');

const { clubIconPng } = await import('./renderIcon');

const logo = readFileSync('sandbox/assets/clubs/skyline/logo.svg');

function pngSize(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect(String.fromCharCode(...png.subarray(1, 4))).toBe('PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

let requested: string[] = [];
let hugeChunksSent = 0;

const realFetch = globalThis.fetch;

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      // The image renderer loads its own WebAssembly and font through fetch.
      if (!/^https?:/.test(String(url))) return realFetch(url, init);
      requested.push(String(url));
      if (String(url).includes('/missing/')) return new Response('Not Found', { status: 404 });
      if (String(url).includes('/huge/')) {
        // A stream without a length: an SVG comment that never ends within the limit.
        const chunk = new TextEncoder().encode(`<svg viewBox="0 0 64 64"><!--${'x'.repeat(64 * 1024)}`);
        hugeChunksSent = 0;
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            hugeChunksSent += 1;
            if (hugeChunksSent > 100) controller.close();
            else controller.enqueue(chunk);
          },
        });
        return new Response(stream, { headers: { 'Content-Type': 'image/svg+xml' } });
      }
      if (String(url).includes('/broken/')) {
        return new Response('not a PNG at all', { headers: { 'Content-Type': 'image/png' } });
      }
      return new Response(logo, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('clubIconPng', () => {
  it('draws each icon at its size from the logo, fetched from the API the server reaches', async () => {
    const config = aClubConfig({ logo: 'https://api.skyline.example/assets/clubs/skyline/logo.svg' });
    expect(pngSize(await clubIconPng(config, 'icon-32.png'))).toEqual({ width: 32, height: 32 });
    expect(pngSize(await clubIconPng(config, 'apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
    expect(pngSize(await clubIconPng(config, 'maskable-512.png'))).toEqual({ width: 512, height: 512 });
    // The public address is swapped for API_BASE_URL, and the logo is fetched once.
    expect(requested).toEqual(['http://127.0.0.1:4000/assets/clubs/skyline/logo.svg']);
  });

  it("falls back to the club's colour and initial when the logo cannot be had", async () => {
    const fromLogo = await clubIconPng(
      aClubConfig({ logo: 'http://cdn.example/a/logo.svg' }),
      'icon-192.png',
    );
    const fallback = await clubIconPng(
      aClubConfig({ logo: 'http://cdn.example/missing/logo.svg' }),
      'icon-192.png',
    );
    expect(pngSize(fallback)).toEqual({ width: 192, height: 192 });
    expect(Buffer.from(fallback).equals(Buffer.from(fromLogo))).toBe(false);
  });

  it('draws the fallback when the logo is an image the renderer cannot read', async () => {
    const png = await clubIconPng(aClubConfig({ logo: 'http://cdn.example/broken/logo.png' }), 'icon-32.png');
    expect(pngSize(png)).toEqual({ width: 32, height: 32 });
  });

  it('leaves out a logo larger than 512 KiB, without reading it all', async () => {
    const big = await clubIconPng(aClubConfig({ logo: 'http://cdn.example/huge/logo.svg' }), 'icon-192.png');
    const fallback = await clubIconPng(
      aClubConfig({ logo: 'http://cdn.example/missing/logo.svg' }),
      'icon-192.png',
    );
    expect(Buffer.from(big).equals(Buffer.from(fallback))).toBe(true);
    // 64 KiB chunks: the ninth passes the limit, and the rest are never asked for.
    expect(hugeChunksSent).toBeLessThanOrEqual(10);
  });

  it('does not fetch a logo address that is not http(s)', async () => {
    const png = await clubIconPng(aClubConfig({ logo: 'file:///etc/passwd' }), 'icon-32.png');
    expect(pngSize(png)).toEqual({ width: 32, height: 32 });
    expect(requested).toEqual([]);
  });
});
