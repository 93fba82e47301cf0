import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import NotFoundView from '@/components/feedback/NotFoundView';

/** The tab says the page was not found (in the page's language) rather than the club's generic title. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title') };
}

export default function NotFound() {
  return <NotFoundView showHomeButton />;
}
