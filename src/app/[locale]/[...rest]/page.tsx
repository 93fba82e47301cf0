import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { notFoundMetadata } from '@/lib/seo/server';

/**
 * The tab says the page was not found. Next reads `generateMetadata` of a nested not-found file
 * only at the root, so the path no route claims names its title here.
 */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return notFoundMetadata(locale, t('title'));
}

/** Any path no route claims renders the locale's not-found page, inside the club's layout. */
export default function CatchAll() {
  notFound();
}
