import { getClubLookup } from '@/lib/club/server';
import { isPngIconFile } from '@/lib/seo/icons';
import { clubIconPng } from '@/lib/seo/renderIcon';

export const dynamic = 'force-dynamic';

/** The host's club icons made from its logo: `/club-icon/icon-192.png` and the others in PNG_ICONS. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const lookup = await getClubLookup();
  if (!isPngIconFile(file) || lookup.status !== 'found') {
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const png = await clubIconPng(lookup.config, file);
  return new Response(png as BodyInit, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' },
  });
}
