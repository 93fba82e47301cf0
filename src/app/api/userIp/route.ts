import { NextResponse, type NextRequest } from 'next/server';
import { clubResolver } from '@/lib/club/resolver';
import { clientIpFrom, isNonPublicIp } from '@/lib/geo/clientIp';
import { countryFromIp } from '@/lib/geo/countryFromIp';
import { readLimitedBody } from '@/lib/http/requestBody';
import { trustedProxyHops } from '@/lib/security/securityHeaders';

export const runtime = 'nodejs';

/**
 * The visitor's country (`data.country.iso_code`) from the bundled IP database. Loopback and
 * private addresses, and any failure, fall back to the club's default country.
 */
export async function POST(request: NextRequest) {
  // The body says nothing the route needs; it is still refused when too large.
  const body = await readLimitedBody(request);
  if (!body.ok) return body.response;
  const lookup = await clubResolver()(request.headers.get('host'));
  const fallback = lookup.status === 'found' ? lookup.config.default_country_code : null;
  const ip = clientIpFrom(request.headers.get('x-forwarded-for'), trustedProxyHops());
  const fromIp = ip && !isNonPublicIp(ip) ? await countryFromIp(ip) : null;
  const isoCode = fromIp ?? fallback;
  return NextResponse.json(
    {
      data: { ip, country: { iso_code: isoCode }, source: fromIp ? 'ip' : 'club-default' },
      message: 'Country resolved',
      statusCode: 200,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
