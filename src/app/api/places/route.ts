import { NextResponse, type NextRequest } from 'next/server';
import { MAX_PLACE_CODES, placeNamesFor } from '@/features/flights/airports/placeNames';
import { readLimitedBody } from '@/lib/http/requestBody';

export const runtime = 'nodejs';

/**
 * `GET /api/places?codes=DXB,LHR&language=ar`: the city and airport names of these airport codes in
 * the language (Arabic where the build found a name, English otherwise), for pages that show an
 * itinerary the server did not render (checkout, confirmation). Unknown codes are left out.
 */
export async function GET(request: NextRequest) {
  const body = await readLimitedBody(request);
  if (!body.ok) return body.response;
  const params = request.nextUrl.searchParams;
  const codes = (params.get('codes') ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const language = params.get('language') ?? 'en';
  const bad = (message: string) =>
    NextResponse.json({ data: null, message, statusCode: 400 }, { status: 400 });
  if (codes.length === 0) return bad('codes: give one or more airport codes, separated by commas');
  if (codes.length > MAX_PLACE_CODES) return bad(`codes: at most ${MAX_PLACE_CODES} airport codes`);
  if (!codes.every((code) => /^[A-Z]{3}$/.test(code))) return bad('codes: an airport code is three letters');
  if (language !== 'en' && language !== 'ar') return bad('language: en or ar');
  try {
    const data = await placeNamesFor(new Set(codes), language);
    return NextResponse.json(
      { data, message: 'Places', statusCode: 200 },
      { headers: { 'Cache-Control': 'public, max-age=86400' } },
    );
  } catch (error) {
    console.error('places failed', error instanceof Error ? error.message : error);
    return NextResponse.json(
      { data: {}, message: 'Places unavailable', statusCode: 200 },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
