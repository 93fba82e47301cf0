// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.stubEnv('API_BASE_URL', 'http://127.0.0.1:4000');
vi.stubEnv('PUBLIC_API_BASE_URL', 'https://api.skyline.example');
vi.stubEnv('CLUB_API_KEY', 'sandbox-demo-key');

const { clubLogoFile } = await import('./logo');

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
        const large = `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(600 * 1024)}--></svg>`;
        return new Response(large, { headers: { 'Content-Type': 'image/svg+xml' } });
      }
      return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('clubLogoFile', () => {
  it('fetches the logo once, from the API address the server reaches', async () => {
    const address = 'https://api.skyline.example/assets/clubs/skyline/logo.svg';
    const file = await clubLogoFile(address);
    expect(file?.type).toBe('image/svg+xml');
    expect(Buffer.from(file!.body).equals(svg)).toBe(true);
    expect(await clubLogoFile(address)).toBe(file);
    expect(requested).toEqual(['http://127.0.0.1:4000/assets/clubs/skyline/logo.svg']);
  });

  it('gives null for a logo over 512 KB, one the server cannot fetch, and a non-http address', async () => {
    for (const address of [
      'https://api.skyline.example/assets/clubs/large/logo.svg',
      'https://api.skyline.example/assets/clubs/missing/logo.svg',
      'ftp://api.skyline.example/logo.svg',
    ]) {
      expect(await clubLogoFile(address)).toBeNull();
    }
    expect((await clubLogoFile('https://api.skyline.example/assets/clubs/a/logo.png'))?.type).toBe(
      'image/png',
    );
  });
});
