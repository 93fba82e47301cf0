import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ClubConfig } from '@/lib/club/types';
import { PageMessages } from '@/i18n/PageMessages';
import { getClubLookup } from '@/lib/club/server';
import { pageMetadata, type PageDescriptionKey } from '@/lib/seo/server';
import { toSearchParams } from './searchParams';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** What a module's invalid-search content is given: the URL's query, the club and the language. */
export interface InvalidSearchContent {
  params: URLSearchParams;
  clubId: number;
  locale: string;
}

export interface SearchRoutesOptions<V extends { ok: boolean }> {
  /** The results page's path (`/flights`); the invalid page is its rewrite (`/flights/invalid`). */
  path: string;
  /** The namespace whose `page_title` titles the results page. */
  titleMessages: string;
  descriptionKey: PageDescriptionKey;
  invalidDescriptionKey: PageDescriptionKey;
  /** The module's check of the URL (the proxy's, repeated with the club's data). */
  validate: (input: InvalidSearchContent) => Promise<V>;
  /** The message namespaces the results page sends to the browser (PAGE_NAMESPACES). */
  resultsMessages: readonly string[];
  /** The results page's content for a valid search. */
  results: (
    valid: Extract<V, { ok: true }>,
    input: InvalidSearchContent & { config: ClubConfig },
  ) => Promise<ReactNode>;
  /** The invalid-URL page's content: which rule failed, the form filled with the rest. */
  invalid: (input: InvalidSearchContent) => ReactNode;
}

/**
 * A module's two search routes. `app/[locale]/<module>/page.tsx` exports `results`'s metadata and
 * page, `app/[locale]/<module>/invalid/page.tsx` (where the proxy rewrites an invalid search URL,
 * answered with status 400, with the search's own query) exports `invalid`'s. The results page
 * checks the URL again, so it never runs on a search it did not validate.
 */
export function searchRoutes<V extends { ok: boolean }>(options: SearchRoutesOptions<V>) {
  const { path } = options;

  async function request({ params, searchParams }: Props) {
    const { locale } = await params;
    setRequestLocale(locale);
    const lookup = await getClubLookup();
    if (lookup.status !== 'found') notFound();
    const input = {
      params: toSearchParams(await searchParams),
      clubId: lookup.config.club_details.club_id,
      locale,
    };
    return { input, config: lookup.config };
  }

  async function resultsMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: options.titleMessages });
    return pageMetadata({
      locale,
      path,
      pageTitle: t('page_title'),
      descriptionKey: options.descriptionKey,
      // A search's results: its address without the query is no page, and no search is a search result.
      noindex: true,
    });
  }
  async function ResultsRoute(props: Props) {
    const { input, config } = await request(props);
    const result = await options.validate(input);
    if (!result.ok) return options.invalid(input);
    return (
      <PageMessages namespaces={options.resultsMessages}>
        {await options.results(result as Extract<V, { ok: true }>, { ...input, config })}
      </PageMessages>
    );
  }

  async function invalidMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'Messages' });
    return pageMetadata({
      locale,
      path: `${path}/invalid`,
      // The visitor's address is the results page's; this path is only where the proxy rewrote it.
      canonicalPath: path,
      pageTitle: t('invalid_url_title'),
      descriptionKey: options.invalidDescriptionKey,
    });
  }
  async function InvalidSearchRoute(props: Props) {
    const { input } = await request(props);
    return options.invalid(input);
  }

  return {
    results: { generateMetadata: resultsMetadata, Page: ResultsRoute },
    invalid: { generateMetadata: invalidMetadata, Page: InvalidSearchRoute },
  };
}
