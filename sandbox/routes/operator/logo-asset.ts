import { eq } from 'drizzle-orm';
import { clubLogos, clubs } from '../../db/schema';
import { createRouter } from '../../lib/openapi';

/**
 * A club's uploaded logo at `/assets/clubs/{slug}/logo-<hash>.<ext>`, under the club's images path
 * beside its bundled files. The name changes with the content, so it may be cached for long; an SVG
 * is served with a CSP that lets it run nothing even when opened on its own.
 */
export const logoAssetRoutes = createRouter().get(
  '/assets/clubs/:slug/:file{logo-[0-9a-f]+\\.(?:svg|png|webp)}',
  async (c) => {
    const { slug, file } = c.req.param();
    const [row] = await c.var.db
      .select({
        fileName: clubLogos.fileName,
        contentType: clubLogos.contentType,
        content: clubLogos.content,
      })
      .from(clubLogos)
      .innerJoin(clubs, eq(clubs.id, clubLogos.clubId))
      .where(eq(clubs.slug, slug))
      .limit(1);
    if (!row || row.fileName !== file)
      return c.json({ statusCode: 404, message: 'Asset not found', data: null }, 404);
    return c.body(new Uint8Array(row.content), 200, {
      'Content-Type': row.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  },
);
