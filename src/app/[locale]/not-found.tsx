import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFoundMetadata } from '@/lib/seo/server';
import NotFoundView from '@/components/feedback/NotFoundView';

/** The tab says the page was not found (in the page's language) rather than the club's generic title. */
export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return notFoundMetadata(locale, t('title'));
}

export default function NotFound() {
  return <NotFoundView showHomeButton />;
}
