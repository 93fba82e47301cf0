import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readLimitedBody } from '@/lib/http/requestBody';

export const runtime = 'nodejs';

const FLAGS_DIR = path.join(process.cwd(), 'node_modules', 'flag-icons', 'flags', '4x3');

/**
 * A country's flag (4:3 SVG from flag-icons) by its lower-case alpha-2 code, so the country picker
 * needs neither flag-icons' whole stylesheet nor an outside CDN. Cached for a year: flags do not change.
 */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }) {
  const body = await readLimitedBody(request);
  if (!body.ok) return body.response;
  const { code } = await params;
  if (!/^[a-z]{2}$/.test(code)) return new Response('Not found', { status: 404 });
  try {
    const svg = await readFile(path.join(FLAGS_DIR, `${code}.svg`));
    return new Response(new Uint8Array(svg), {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=31536000, immutable',
        // An SVG opened on its own must not run anything.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
