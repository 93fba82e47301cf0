import { ImageResponse } from 'next/og';
import type { ClubConfig } from '@/lib/club/types';
import { siteEnv } from '@/lib/env';
import { clubColour, PNG_ICONS, squareLogoSvg, type PngIconFile } from './icons';

const LOGO_TIMEOUT_MS = 3_000;
const LOGO_MAX_BYTES = 512 * 1024;
const FAILURE_TTL_MS = 5_000;
const MAX_CACHED = 64;
const RASTER_TYPES = new Set(['image/png', 'image/jpeg']);

/** The logo as a data URL the renderer draws, or null when there is no usable logo. */
type LogoImage = { src: string } | null;

const logos = new Map<string, { expires: number; value: Promise<LogoImage> }>();
const pngs = new Map<string, { expires: number; value: Promise<Uint8Array> }>();

function remember<T>(
  cache: Map<string, { expires: number; value: T }>,
  key: string,
  ttl: number,
  value: T,
): T {
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, { expires: Date.now() + ttl, value });
  return value;
}

/** The server reaches the club API at API_BASE_URL even when browsers use another address. */
function serverUrlOf(logoUrl: string): URL | null {
  try {
    const url = new URL(logoUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const env = siteEnv();
    const publicOrigin = new URL(env.PUBLIC_API_BASE_URL).origin;
    if (url.origin === publicOrigin) {
      const server = new URL(env.API_BASE_URL);
      url.protocol = server.protocol;
      url.host = server.host;
    }
    return url;
  } catch {
    return null;
  }
}

/** The body, or null when it is longer than `limit` bytes (read no further than that). */
async function readCapped(response: Response, limit: number): Promise<Uint8Array | null> {
  if (Number(response.headers.get('content-length') ?? 0) > limit) return null;
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

async function fetchLogo(logoUrl: string): Promise<LogoImage> {
  const url = serverUrlOf(logoUrl);
  if (!url) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(LOGO_TIMEOUT_MS), cache: 'no-store' });
    if (!response.ok) return null;
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const body = await readCapped(response, LOGO_MAX_BYTES);
    if (!body || body.byteLength === 0) return null;
    if (type === 'image/svg+xml') {
      const square = squareLogoSvg(new TextDecoder().decode(body));
      return square ? { src: `data:image/svg+xml;base64,${Buffer.from(square).toString('base64')}` } : null;
    }
    if (RASTER_TYPES.has(type)) return { src: `data:${type};base64,${Buffer.from(body).toString('base64')}` };
    return null;
  } catch {
    return null;
  }
}

function logoOf(logoUrl: string): Promise<LogoImage> {
  const hit = logos.get(logoUrl);
  if (hit && hit.expires > Date.now()) return hit.value;
  const value = fetchLogo(logoUrl);
  const ttl = siteEnv().CLUB_CONFIG_TTL_MS;
  remember(logos, logoUrl, ttl, value);
  void value.then((logo) => {
    if (!logo) remember(logos, logoUrl, FAILURE_TTL_MS, value);
  });
  return value;
}

/** The first letter of the club's name when the icon font can draw it (Latin letters and digits). */
function initialOf(name: string): string {
  const first = name.trim().charAt(0);
  return /^[A-Za-z0-9]$/.test(first) ? first.toUpperCase() : '';
}

async function render(config: ClubConfig, file: PngIconFile, logo: LogoImage): Promise<Uint8Array> {
  const { size, onColour, purpose } = PNG_ICONS[file];
  const colour = clubColour(config);
  // A maskable icon keeps its picture inside the central 80 % circle; a touch icon gets a margin.
  const inner = Math.round(size * (purpose === 'maskable' ? 0.6 : onColour ? 0.8 : 1));
  const picture = logo ? (
    // eslint-disable-next-line @next/next/no-img-element -- ImageResponse draws plain <img> elements
    <img src={logo.src} width={inner} height={inner} alt="" style={{ objectFit: 'contain' }} />
  ) : (
    <div
      style={{
        width: inner,
        height: inner,
        borderRadius: Math.round(inner / 4),
        background: colour,
        color: '#ffffff',
        fontSize: Math.round(inner * 0.6),
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {initialOf(config.club_details.club_name)}
    </div>
  );
  const response = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: onColour ? colour : 'transparent',
      }}
    >
      {picture}
    </div>,
    { width: size, height: size },
  );
  return new Uint8Array(await response.arrayBuffer());
}

/** One of the club's PNG icons, made from its logo (cached per logo, colour and size). */
export function clubIconPng(config: ClubConfig, file: PngIconFile): Promise<Uint8Array> {
  const key = `${config.images.logo}|${clubColour(config)}|${file}`;
  const hit = pngs.get(key);
  if (hit && hit.expires > Date.now()) return hit.value;
  // A logo the renderer cannot draw gives the icon without it rather than no icon.
  const value = logoOf(config.images.logo).then((logo) =>
    render(config, file, logo).catch((error: unknown) => {
      if (!logo) throw error;
      return render(config, file, null);
    }),
  );
  remember(pngs, key, siteEnv().CLUB_CONFIG_TTL_MS, value);
  void value.catch(() => pngs.delete(key));
  return value;
}
