import { readFile } from 'node:fs/promises';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorResponses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { createRouter, publicAccess } from '../../lib/openapi';
import { findCurrency } from '../currencies/repository';
import { renderCurrencyIcon } from './currency-icon';
import { renderWordmark } from './wordmark';
import { eq } from 'drizzle-orm';
import { clubs } from '../../db/schema';
import { text } from '../../lib/text';
import { LOCAL_MAP_STYLE, LOCAL_MAP_STYLE_PATH } from '../../lib/map-style';

const clubAssetsFolder = new URL('../../assets/clubs/', import.meta.url);

const svgResponse = {
  description: 'An SVG image',
  content: { 'image/svg+xml': { schema: z.string() } },
};

function sendSvg(c: Context, svg: string) {
  return c.body(svg, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });
}

// Images are loaded by <img> tags, which cannot send the apikey header: no guard here.
const getClubAsset = createRoute({
  method: 'get',
  path: '/assets/clubs/{slug}/{file}',
  security: publicAccess,
  tags: ['Assets'],
  summary: "A club's image, e.g. its logo.svg",
  request: {
    params: z.object({
      slug: text()
        .regex(/^[a-z0-9-]+$/, 'must be a club folder name')
        .openapi({ example: 'skyline' }),
      file: text()
        .regex(/^[a-z0-9-]+\.svg$/, 'must be an .svg file name')
        .openapi({ example: 'logo.svg' }),
    }),
  },
  responses: { 200: svgResponse, ...errorResponses(400, 404) },
});

const getCurrencyIcon = createRoute({
  method: 'get',
  path: '/assets/currencies/{file}',
  security: publicAccess,
  tags: ['Assets'],
  summary: 'Icon of a currency, e.g. AED.svg',
  request: {
    params: z.object({
      file: text()
        .regex(/^[A-Za-z]{3}\.svg$/, 'must be a currency code followed by .svg')
        .openapi({ example: 'AED.svg' }),
    }),
  },
  responses: { 200: svgResponse, ...errorResponses(400, 404, 500) },
});

// Fetched by the map library (no apikey header), like the images: no guard.
const getLocalMapStyle = createRoute({
  method: 'get',
  path: LOCAL_MAP_STYLE_PATH,
  security: publicAccess,
  tags: ['Assets'],
  summary: 'A plain MapLibre style (background only, no tiles) for the demo clubs and the tests',
  responses: {
    200: {
      description: 'A MapLibre style JSON',
      content: { 'application/json': { schema: z.object({}).passthrough() } },
    },
  },
});

export const assetRoutes = createRouter()
  .openapi(getLocalMapStyle, (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(LOCAL_MAP_STYLE, 200);
  })
  .openapi(getClubAsset, async (c) => {
    const { slug, file } = c.req.valid('param');
    try {
      return sendSvg(c, await readFile(new URL(`${slug}/${file}`, clubAssetsFolder), 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    // A club made in the console has no logo file until its operator uploads one: its name stands in.
    if (file === 'logo.svg') {
      const [club] = await c.var.db
        .select({ name: clubs.name, colours: clubs.colorSchema })
        .from(clubs)
        .where(eq(clubs.slug, slug))
        .limit(1);
      if (club) return sendSvg(c, renderWordmark(club.name, club.colours.primary?.['100'] ?? ''));
    }
    throw new ApiError(404, 'Asset not found');
  })
  .openapi(getCurrencyIcon, async (c) => {
    const code = c.req.valid('param').file.slice(0, 3).toUpperCase();
    const currency = await findCurrency(c.var.db, code);
    if (!currency) throw new ApiError(404, 'Asset not found');
    return sendSvg(c, renderCurrencyIcon(currency.symbol, currency.code));
  });
