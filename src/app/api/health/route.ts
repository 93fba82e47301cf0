import { NextResponse } from 'next/server';

/** Liveness for process managers and the test runner; says nothing about any club. */
export function GET() {
  return NextResponse.json({ data: { ok: true }, message: 'ok', statusCode: 200 });
}
