import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { originOf } from '@/lib/security/contentSecurityPolicy';
import { siteEnv } from '@/lib/env';
import { workerContentSecurityPolicy } from '@/lib/offline/workerPolicy';

export const dynamic = 'force-dynamic';

/**
 * `/sw.js`: the service worker that scripts/build-sw.mjs built beside this build (docs/offline.md).
 * Served from the build's own folder, so a worker always precaches the files of the build that
 * serves it. Never cached by HTTP (browsers check it for updates on each visit anyway), and given
 * a policy of its own: the worker may fetch only this site and the club API.
 */
export async function GET() {
  // NEXT_DIST_DIR may be relative to the working directory, or absolute.
  const file = path.resolve(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'sw.js');
  let body: string;
  try {
    body = await readFile(file, 'utf8');
  } catch {
    // `next dev`, or a build made without the worker step: no worker, and the site works without one.
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(body, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': workerContentSecurityPolicy(originOf(siteEnv().PUBLIC_API_BASE_URL)),
    },
  });
}
