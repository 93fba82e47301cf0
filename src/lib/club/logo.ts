import { siteEnv } from '@/lib/env';
import { readCapped } from '@/lib/http/requestBody';

const LOGO_TIMEOUT_MS = 3_000;
const LOGO_MAX_BYTES = 512 * 1024;
const FAILURE_TTL_MS = 5_000;
const MAX_CACHED = 64;

/** The club's logo file as the club API serves it, or null when there is no usable one. */
export type LogoFile = { type: string; body: Uint8Array } | null;

const files = new Map<string, { expires: number; value: Promise<LogoFile> }>();

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

async function fetchLogoFile(logoUrl: string): Promise<LogoFile> {
  const url = serverUrlOf(logoUrl);
  if (!url) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(LOGO_TIMEOUT_MS), cache: 'no-store' });
    if (!response.ok) return null;
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const body = await readCapped(response, LOGO_MAX_BYTES);
    if (!body || body.byteLength === 0) return null;
    return { type, body };
  } catch {
    return null;
  }
}

/**
 * The club's logo file, fetched once per club-configuration lifetime (a failure is tried again
 * after a few seconds). Used for the PNG icons.
 */
export function clubLogoFile(logoUrl: string): Promise<LogoFile> {
  const hit = files.get(logoUrl);
  if (hit && hit.expires > Date.now()) return hit.value;
  const value = fetchLogoFile(logoUrl);
  const remember = (ttl: number) => {
    if (!files.has(logoUrl) && files.size >= MAX_CACHED) files.delete(files.keys().next().value as string);
    files.set(logoUrl, { expires: Date.now() + ttl, value });
  };
  remember(siteEnv().CLUB_CONFIG_TTL_MS);
  void value.then((file) => {
    if (!file) remember(FAILURE_TTL_MS);
  });
  return value;
}
