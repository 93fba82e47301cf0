import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InvalidSearch } from '@/features/flights/url/InvalidSearch';
import { toSearchParams } from '@/features/flights/url/serverValidation';
import { getClubLookup } from '@/lib/club/server';
import { pageMetadata } from '@/lib/seo/server';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Messages' });
  return pageMetadata({
    locale,
    path: '/flights/invalid',
    // The visitor's address is the results page's; this path is only where the proxy rewrote it.
    canonicalPath: '/flights',
    pageTitle: t('invalid_url_title'),
    descriptionKey: 'invalid_url',
  });
}

/**
 * Where the proxy rewrites an invalid flight search URL (answered with status 400), with the
 * search's own query, so the page can say which rule failed and fill the form with the rest.
 */
export default async function InvalidFlightSearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const lookup = await getClubLookup();
  if (lookup.status !== 'found') notFound();
  return (
    <InvalidSearch
      params={toSearchParams(await searchParams)}
      clubId={lookup.config.club_details.club_id}
      locale={locale}
    />
  );
}
