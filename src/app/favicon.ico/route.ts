import { getClubLookup } from '@/lib/club/server';
import { PNG_ICONS } from '@/lib/seo/icons';
import { pngToIco } from '@/lib/seo/ico';
import { clubIconPng } from '@/lib/seo/renderIcon';

export const dynamic = 'force-dynamic';

/** `/favicon.ico` for browsers and crawlers that ask for it by name: the club's 32 px icon. */
export async function GET() {
  const lookup = await getClubLookup();
  if (lookup.status !== 'found') {
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const png = await clubIconPng(lookup.config, 'icon-32.png');
  return new Response(pngToIco(png, PNG_ICONS['icon-32.png'].size) as BodyInit, {
    headers: { 'Content-Type': 'image/x-icon', 'Cache-Control': 'public, max-age=3600' },
  });
}
