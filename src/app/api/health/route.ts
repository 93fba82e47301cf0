import { NextResponse } from 'next/server';
import { readLimitedBody } from '@/lib/http/requestBody';

/** Liveness for process managers and the test runner; says nothing about any club. */
export async function GET(request: Request) {
  const body = await readLimitedBody(request);
  if (!body.ok) return body.response;
  return NextResponse.json({ data: { ok: true }, message: 'ok', statusCode: 200 });
}
