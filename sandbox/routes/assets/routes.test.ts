import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clubs } from '../../db/schema';
import { expectError, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { renderWordmark } from './wordmark';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

/** Images are fetched by <img> tags, which send no API headers. */
const fetchAsset = (path: string) => sandbox.call(path, { apikey: null, club: null });

describe('assets', () => {
  it.each(['skyline', 'nakhla'])('serves the %s logo as SVG without headers', async (slug) => {
    const response = await fetchAsset(`/assets/clubs/${slug}/logo.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('draws a currency icon from the currency symbol', async () => {
    const response = await fetchAsset('/assets/currencies/eur.svg');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('>€</text>');
  });

  it('serves the plain map style without headers: a background layer, no source that loads anything', async () => {
    const response = await fetchAsset('/assets/maps/plain-style.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const style = (await response.json()) as { version: number; sources: object; layers: { type: string }[] };
    expect(style.version).toBe(8);
    expect(style.sources).toEqual({});
    expect(style.layers.map((layer) => layer.type)).toEqual(['background']);
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
  });

  it('answers 404 for a missing image', async () => {
    expect(await expectError(await fetchAsset('/assets/clubs/nowhere/logo.svg'), 404)).toBe(
      'Asset not found',
    );
    expect(await expectError(await fetchAsset('/assets/currencies/XYZ.svg'), 404)).toBe('Asset not found');
  });

  it("draws a new club's name as its logo until one is uploaded (no broken image in the header)", async () => {
    const { db } = sandbox.database;
    await db.update(clubs).set({ slug: 'fresh-club' }).where(eq(clubs.slug, 'nakhla'));
    try {
      const response = await fetchAsset('/assets/clubs/fresh-club/logo.svg');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      const svg = await response.text();
      expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toMatch(/<text[^>]*>[^<]+<\/text>/);
      expect(svg).not.toMatch(/<script|on\w+=/i);
    } finally {
      await db.update(clubs).set({ slug: 'nakhla' }).where(eq(clubs.slug, 'fresh-club'));
    }
  });

  it('escapes the name and refuses a colour that is not a hex colour', () => {
    const svg = renderWordmark('Dunes & <Co>', 'red" onload="x');
    expect(svg).toContain('Dunes &amp; &lt;Co&gt;');
    expect(svg).not.toContain('onload');
    expect(svg).toContain('fill="#1f2937"');
    expect(renderWordmark('Oasis', '#0a7d5b')).toContain('fill="#0a7d5b"');
  });

  it('refuses paths that could leave the assets folder', async () => {
    for (const path of [
      '/assets/clubs/..%2F..%2Fdb/schema.ts',
      '/assets/clubs/skyline/..%2F..%2F..%2Fenv.ts',
    ]) {
      const response = await fetchAsset(path);
      expect([400, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('import');
    }
  });
});
