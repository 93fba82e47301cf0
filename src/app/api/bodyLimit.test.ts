// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES } from '@/lib/http/requestBody';

/** Every route under src/app/api refuses a body over 1 MB with 413, whether it reads bodies or not. */

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

const ROUTES: Record<string, { method: 'GET' | 'POST'; url: string; load: () => Promise<unknown> }> = {
  populateDump: { method: 'POST', url: '/api/populateDump', load: () => import('./populateDump/route') },
  userIp: { method: 'POST', url: '/api/userIp', load: () => import('./userIp/route') },
  places: { method: 'GET', url: '/api/places?codes=DXB', load: () => import('./places/route') },
  health: { method: 'GET', url: '/api/health', load: () => import('./health/route') },
  ready: { method: 'GET', url: '/api/ready', load: () => import('./ready/route') },
  'flags/[code]': { method: 'GET', url: '/api/flags/ae', load: () => import('./flags/[code]/route') },
};

/** The folders of src/app/api that hold a route.ts. */
function routeFolders(dir = __dirname, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'route.ts' && prefix ? [prefix] : [];
    if (!entry.isDirectory()) return [];
    return routeFolders(path.join(dir, entry.name), prefix ? `${prefix}/${entry.name}` : entry.name);
  });
}

/** A chunked upload (no Content-Length) that counts the bytes pulled from it. */
function endlessStream() {
  const pulled = { bytes: 0 };
  const piece = new Uint8Array(64 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += piece.length;
      controller.enqueue(piece);
    },
  });
  return { stream, pulled };
}

async function call(name: string, init: RequestInit) {
  const route = ROUTES[name]!;
  const handler = ((await route.load()) as Record<string, Handler>)[route.method]!;
  const request = new NextRequest(`http://skyline.localhost:3000${route.url}`, {
    ...init,
    method: route.method,
  } as ConstructorParameters<typeof NextRequest>[1]);
  return handler(request, { params: Promise.resolve({ code: 'ae' }) });
}

async function expect413(response: Response) {
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ data: null, message: BODY_TOO_LARGE_MESSAGE, statusCode: 413 });
}

describe('the body limit of the site’s own routes', () => {
  it('covers every route under src/app/api', () => {
    expect(routeFolders().sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.keys(ROUTES))('%s: 413 when Content-Length is over 1 MB', async (name) => {
    await expect413(await call(name, { headers: { 'Content-Length': String(100 * MAX_BODY_BYTES) } }));
  });

  it.each(Object.keys(ROUTES).filter((name) => ROUTES[name]!.method === 'POST'))(
    '%s: 413 for an endless chunked upload, read no further than the limit',
    async (name) => {
      const { stream, pulled } = endlessStream();
      await expect413(await call(name, { body: stream, duplex: 'half' } as RequestInit));
      expect(pulled.bytes).toBeLessThan(MAX_BODY_BYTES + 4 * 64 * 1024);
    },
  );
});
