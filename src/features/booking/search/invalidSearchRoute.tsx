import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getClubLookup } from '@/lib/club/server';
import { pageMetadata, type PageDescriptionKey } from '@/lib/seo/server';
import { toSearchParams } from './searchParams';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export interface InvalidSearchContent {
  params: URLSearchParams;
  clubId: number;
  locale: string;
}

/**
 * The route where the proxy rewrites a module's invalid search URL (answered with status 400), with
 * the search's own query, so the page can say which rule failed and fill the form with the rest.
 * The module gives its path, its description and its content; `app/[locale]/<module>/invalid/page.tsx`
 * exports the two functions this returns.
 */
export function invalidSearchRoute({
  path,
  descriptionKey,
  content,
}: {
  /** The results page's path (`/flights`): the visitor's address, this route only its rewrite. */
  path: string;
  descriptionKey: PageDescriptionKey;
  content: (input: InvalidSearchContent) => ReactNode;
}) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'Messages' });
    return pageMetadata({
      locale,
      path: `${path}/invalid`,
      canonicalPath: path,
      pageTitle: t('invalid_url_title'),
      descriptionKey,
    });
  }
  async function InvalidSearchRoute({ params, searchParams }: Props) {
    const { locale } = await params;
    setRequestLocale(locale);
    const lookup = await getClubLookup();
    if (lookup.status !== 'found') notFound();
    const clubId = lookup.config.club_details.club_id;
    return content({ params: toSearchParams(await searchParams), clubId, locale });
  }
  return { generateMetadata, InvalidSearchRoute };
}
