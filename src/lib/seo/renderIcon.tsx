import { ImageResponse } from 'next/og';
import { clubLogoFile } from '@/lib/club/logo';
import type { ClubConfig } from '@/lib/club/types';
import { siteEnv } from '@/lib/env';
import { clubColour, PNG_ICONS, squareLogoSvg, type PngIconFile } from './icons';

const MAX_CACHED = 64;
const RASTER_TYPES = new Set(['image/png', 'image/jpeg']);

/** The logo as a data URL the renderer draws, or null when there is no usable logo. */
type LogoImage = { src: string } | null;

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

async function logoOf(logoUrl: string): Promise<LogoImage> {
  const file = await clubLogoFile(logoUrl);
  if (!file) return null;
  if (file.type === 'image/svg+xml') {
    const square = squareLogoSvg(new TextDecoder().decode(file.body));
    return square ? { src: `data:image/svg+xml;base64,${Buffer.from(square).toString('base64')}` } : null;
  }
  if (RASTER_TYPES.has(file.type))
    return { src: `data:${file.type};base64,${Buffer.from(file.body).toString('base64')}` };
  return null;
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
