import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFoundMetadata } from '@/lib/seo/server';
import { notFoundPage } from '@/components/feedback/notFoundPage';

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

/**
 * Any path no route claims: the locale's not-found page (the variant for a missing URL, without the
 * go-home button), inside the club's layout, status 404 (see notFoundPage for why not `notFound()`).
 */
export default function CatchAll() {
  return notFoundPage({ showHomeButton: false });
}
