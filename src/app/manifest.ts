import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { getClubLookup } from '@/lib/club/server';
import { buildManifest } from '@/lib/seo/manifest';

export const dynamic = 'force-dynamic';

/** `/manifest.webmanifest`: the host's club (the proxy answers hosts without one with 503). */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const lookup = await getClubLookup();
  if (lookup.status === 'found') return buildManifest(lookup.config);
  const t = await getTranslations({ locale: 'en', namespace: 'Metadata' });
  return { name: t('fallbackTitle'), display: 'browser' };
}
