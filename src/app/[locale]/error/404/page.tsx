import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFoundMetadata } from '@/lib/seo/server';
import { notFoundPage } from '@/components/feedback/notFoundPage';

/**
 * The tab says the page was not found, not the home page's title: Next reads `generateMetadata` of
 * a nested not-found file only at the root, so this route names its own (as `[...rest]` does).
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

/** The redirect target for agent-only pages on a customer site; answers with status 404. */
export default function ErrorNotFoundPage() {
  return notFoundPage();
}
