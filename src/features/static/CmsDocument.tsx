import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { directionOf } from '@/i18n/routing';
import { getClubLookup } from '@/lib/club/server';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/server';
import { notFoundPage } from '@/components/feedback/notFoundPage';
import { intlLocale } from '@/lib/dates/dayLabels';
import { fetchCmsPage, type CmsPage } from './cmsApi';
import { needsTableOfContents, sanitizeRichText, summaryOf, type TocEntry } from './richText';

/** "Last updated 1 October 2026", in the page's language (Latin digits in Arabic, as everywhere). */
export function formatUpdated(updatedAt: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(updatedAt),
  );
}

/** The club's page for this request, or null (unknown club or slug). */
export async function loadCmsPage(slug: string, locale: string): Promise<CmsPage | null> {
  const lookup = await getClubLookup();
  if (lookup.status !== 'found') return null;
  return fetchCmsPage(lookup.config.club_details.club_id, slug, locale);
}

async function TableOfContents({ headings }: { headings: TocEntry[] }) {
  const t = await getTranslations('StaticPages');
  return (
    <nav className="static-toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="static-toc__title">
        {t('toc')}
      </h2>
      <ol className="static-toc__list">
        {headings.map((heading) => (
          <li key={heading.id} className={`static-toc__item static-toc__item--h${heading.level}`}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * One of the club's documents (about us, terms, privacy) as a page: rendered on the server from the
 * club API's rich text, sanitised, with a table of contents when it is long. The `/cms/…` routes
 * and the page routes show the same document through this one component. An unknown page is 404.
 */
export async function CmsDocument({ slug, locale }: { slug: string; locale: string }) {
  const page = await loadCmsPage(slug, locale);
  if (!page) return notFoundPage();
  const t = await getTranslations('StaticPages');
  const { html, headings } = sanitizeRichText(page.content, { locale });
  const toc = needsTableOfContents(headings);
  // The club may not have the page in this language; then it is shown in the one it has.
  const language = page.language === locale ? undefined : page.language;

  return (
    <div className={`container-xxl static-page static-page--${slug}`}>
      <article
        className={`static-page__article${toc ? ' static-page__article--toc' : ''}`}
        aria-labelledby="document-title"
        lang={language}
        dir={language ? directionOf(language) : undefined}
      >
        <header className="static-page__header">
          <h1 id="document-title" className="static-page__title">
            {page.title}
          </h1>
          <p className="static-page__updated">
            {t.rich('updated', {
              date: () => <time dateTime={page.updatedAt}>{formatUpdated(page.updatedAt, locale)}</time>,
            })}
          </p>
        </header>
        {toc && <TableOfContents headings={headings} />}
        <div className="static-page__body cms-content" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </div>
  );
}

export default CmsDocument;

/**
 * The document's head tags: its own title and a description from its first paragraph, with the
 * club's name, canonical URL (`canonicalPath` where the same document has two addresses), language
 * alternates and social cards; the not-found title when the club has no such page.
 */
export async function cmsMetadata(
  slug: string,
  locale: string,
  path: string,
  canonicalPath?: string,
): Promise<Metadata> {
  const page = await loadCmsPage(slug, locale);
  if (!page) {
    const t = await getTranslations({ locale, namespace: 'NotFound' });
    return notFoundMetadata(locale, t('title'));
  }
  return pageMetadata({
    locale,
    path,
    canonicalPath,
    pageTitle: page.title,
    description: summaryOf(page.content),
  });
}
