import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cmsPages } from '../../db/schema';
import type { CmsPage } from './schemas';

/**
 * The club's page in `language`, else in the club's default language, else in English: a page is
 * never missing only because one translation is.
 */
export async function findCmsPage(
  db: Database,
  clubId: number,
  slug: string,
  languages: string[],
): Promise<CmsPage | null> {
  const rows = await db
    .select()
    .from(cmsPages)
    .where(
      and(eq(cmsPages.clubId, clubId), eq(cmsPages.slug, slug), inArray(cmsPages.languageCode, languages)),
    );
  for (const language of languages) {
    const row = rows.find((candidate) => candidate.languageCode === language);
    if (row) {
      return {
        slug: row.slug,
        language: row.languageCode,
        title: row.title,
        content: row.bodyHtml,
        updatedAt: row.updatedAt.toISOString(),
      };
    }
  }
  return null;
}
