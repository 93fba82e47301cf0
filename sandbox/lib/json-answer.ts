import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
/** Below this, compressing costs more than it saves (hono's compress middleware uses the same). */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * An answer whose JSON is already text, gzipped when the caller accepts it. Node's zlib runs in its
 * thread pool, in one call: the compress middleware's web-stream plumbing cost a large poll about
 * a tenth of its time on the main thread. Typed `never` so a typed route can return it: the caller
 * vouches that `json` has the route's documented shape.
 */
export async function jsonAnswer(json: string, acceptEncoding: string | undefined): Promise<never> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  const body = Buffer.from(json);
  if (body.length < MIN_COMPRESSED_BYTES || !/\bgzip\b/i.test(acceptEncoding ?? '')) {
    return new Response(body, { headers }) as never;
  }
  return new Response(await gzipAsync(body), {
    headers: { ...headers, 'Content-Encoding': 'gzip' },
  }) as never;
}
