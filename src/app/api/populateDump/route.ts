import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { clubResolver } from '@/lib/club/resolver';
import { siteEnv } from '@/lib/env';
import { airportsFor } from '@/features/flights/airports/airportList';
import { blacklistCodes } from '@/features/flights/airports/blacklistCodes';
import { parseJson, readLimitedBody } from '@/lib/http/requestBody';

export const runtime = 'nodejs';

const bodySchema = z.object({
  whitelbelId: z.union([z.number(), z.string()]).optional(),
  language: z.string().max(10).optional(),
  blacklistAirports: z
    .array(z.string().regex(/^[A-Za-z]{3}$/))
    .max(5000)
    .optional(),
});

async function clubBlacklist(clubId: number, language: string): Promise<string[]> {
  const env = siteEnv();
  const response = await fetch(new URL('/flight/blacklist', env.API_BASE_URL), {
    headers: {
      apikey: env.CLUB_API_KEY,
      version: env.API_VERSION,
      language,
      'Whitelabel-Id': String(clubId),
    },
    signal: AbortSignal.timeout(env.CLUB_CONFIG_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`blacklist answered ${response.status}`);
  const body = (await response.json()) as { data?: unknown };
  return blacklistCodes(body?.data);
}

/**
 * The airport list for the search form. The club's blacklist is applied here from the club API
 * itself (the client's own list is applied too, never instead). Any failure gives an empty list.
 */
export async function POST(request: NextRequest) {
  const empty = (message: string) => NextResponse.json({ data: [], message, statusCode: 200 });
  const raw = await readLimitedBody(request);
  if (!raw.ok) return raw.response;
  try {
    const parsed = bodySchema.safeParse(parseJson(raw.text) ?? {});
    const body = parsed.success ? parsed.data : {};
    const language = body.language?.toLowerCase() === 'ar' ? 'ar' : 'en';
    const lookup = await clubResolver()(request.headers.get('host'));
    if (lookup.status !== 'found') return empty('No club for this host');
    const blacklist = await clubBlacklist(lookup.config.club_details.club_id, language);
    const airports = await airportsFor(language, [...blacklist, ...(body.blacklistAirports ?? [])]);
    return NextResponse.json(
      { data: airports, message: 'Airports', statusCode: 200 },
      { headers: { 'Cache-Control': 'private, max-age=3600' } },
    );
  } catch (error) {
    console.error('populateDump failed', error instanceof Error ? error.message : error);
    return empty('Airports unavailable');
  }
}
