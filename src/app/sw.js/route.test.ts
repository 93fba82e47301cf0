// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/env', () => ({ siteEnv: () => ({ PUBLIC_API_BASE_URL: 'https://api.club.test/v1' }) }));

const { GET } = await import('./route');

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'sw-route-'));
  vi.stubEnv('NEXT_DIST_DIR', dist);
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dist, { recursive: true, force: true });
});

describe('/sw.js', () => {
  it("serves the build's own worker, never cached, allowed to fetch only the site and the club API", async () => {
    writeFileSync(path.join(dist, 'sw.js'), 'self.__built = "A";');
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('self.__built = "A";');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; connect-src 'self' https://api.club.test",
    );
  });

  it('answers 404 when the build has no worker (next dev), so the page registers none', async () => {
    const response = await GET();
    expect(response.status).toBe(404);
  });
});
