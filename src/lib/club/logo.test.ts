// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.stubEnv('API_BASE_URL', 'http://127.0.0.1:4000');
vi.stubEnv('PUBLIC_API_BASE_URL', 'https://api.skyline.example');
vi.stubEnv('CLUB_API_KEY', 'sandbox-demo-key');

const { INLINE_LOGO_MAX_BYTES, pageLogoUrl } = await import('./logo');

const svg = readFileSync('sandbox/assets/clubs/skyline/logo.svg');
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string) => {
      requested.push(String(url));
      const path = new URL(String(url)).pathname;
      if (path.includes('/missing/')) return new Response('Not Found', { status: 404 });
      if (path.endsWith('.png'))
        return new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });
      if (path.includes('/large/')) {
        const large = `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(INLINE_LOGO_MAX_BYTES)}--></svg>`;
        return new Response(large, { headers: { 'Content-Type': 'image/svg+xml' } });
      }
      return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('pageLogoUrl', () => {
  it('writes a small SVG logo into the page as a data URL, fetched once from the API the server reaches', async () => {
    const address = 'https://api.skyline.example/assets/clubs/skyline/logo.svg';
    const url = await pageLogoUrl(address);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(url.split(',')[1]!, 'base64').equals(svg)).toBe(true);
    expect(await pageLogoUrl(address)).toBe(url);
    expect(requested).toEqual(['http://127.0.0.1:4000/assets/clubs/skyline/logo.svg']);
  });

  it('keeps the address of a raster logo, a large SVG, and a logo the server cannot fetch', async () => {
    for (const address of [
      'https://api.skyline.example/assets/clubs/a/logo.png',
      'https://api.skyline.example/assets/clubs/large/logo.svg',
      'https://api.skyline.example/assets/clubs/missing/logo.svg',
      'ftp://api.skyline.example/logo.svg',
    ]) {
      expect(await pageLogoUrl(address)).toBe(address);
    }
  });
});
