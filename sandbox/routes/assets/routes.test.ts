import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';

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

  it('answers 404 for a missing image', async () => {
    expect(await expectError(await fetchAsset('/assets/clubs/nowhere/logo.svg'), 404)).toBe(
      'Asset not found',
    );
    expect(await expectError(await fetchAsset('/assets/currencies/XYZ.svg'), 404)).toBe('Asset not found');
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
