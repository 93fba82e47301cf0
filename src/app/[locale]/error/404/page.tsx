import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFoundMetadata } from '@/lib/seo/server';
import { notFoundPage } from '@/components/feedback/notFoundPage';

type Props = { params: Promise<{ locale: string }> };

/**
 * The tab says the page was not found, not the home page's title: Next reads `generateMetadata` of
 * a nested not-found file only at the root, so this route names its own (as `[...rest]` does).
 * The proxy rewrites a malformed path here without next-intl's middleware, which is what tells the
 * messages the request's language: the route's own locale is set for them, here and in the page.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return notFoundMetadata(locale, t('title'));
}

/**
 * The redirect target for agent-only pages on a customer site, and where the proxy sends a malformed
 * path; answers with status 404.
 */
export default async function ErrorNotFoundPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return notFoundPage();
}
