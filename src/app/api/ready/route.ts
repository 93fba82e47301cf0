import { NextResponse } from 'next/server';
import { readLimitedBody } from '@/lib/http/requestBody';
import { isOwnProbe } from '@/lib/ops/probeToken';
import { checkReadiness } from '@/lib/ops/readiness';

export const dynamic = 'force-dynamic';

/**
 * Readiness, for the site server's /readyz alone (server/site.mjs asks it over loopback with its
 * process token): to anyone else this path does not exist, so it cannot be used to make the site
 * call the club API.
 */
export async function GET(request: Request) {
  const body = await readLimitedBody(request);
  if (!body.ok) return body.response;
  if (!isOwnProbe(request.headers)) {
    return NextResponse.json({ data: null, message: 'Not Found', statusCode: 404 }, { status: 404 });
  }
  const readiness = await checkReadiness();
  return NextResponse.json(readiness, { status: readiness.ready ? 200 : 503 });
}
