/**
 * The location and device fields sent with every auth call (spec section 3): the visitor's IP and
 * country from the site's own `POST /api/userIp`, looked up once per tab, and the browser and device
 * from the user agent. The bundled IP database resolves countries only, so city and state are empty.
 */

export interface LocationFields {
  ip: string;
  city: string;
  state: string;
  country: string;
  loginDevice: string;
  otherDetail: '';
  browser: string;
}

export interface VisitorLocation {
  ip: string;
  /** ISO 3166-1 alpha-2, or '' when unknown. */
  country: string;
}

const STORAGE_KEY = 'visitor_location';
let pending: Promise<VisitorLocation> | null = null;

function readCached(): VisitorLocation | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<VisitorLocation>;
    return typeof parsed.ip === 'string' && typeof parsed.country === 'string'
      ? { ip: parsed.ip, country: parsed.country }
      : null;
  } catch {
    return null;
  }
}

async function lookUp(): Promise<VisitorLocation> {
  try {
    const response = await fetch('/api/userIp', { method: 'POST', headers: { Accept: 'application/json' } });
    if (!response.ok) return { ip: '', country: '' };
    const body = (await response.json()) as {
      data?: { ip?: string | null; country?: { iso_code?: string | null } };
    };
    const location = {
      ip: body.data?.ip ?? '',
      country: (body.data?.country?.iso_code ?? '').toUpperCase(),
    };
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(location));
    return location;
  } catch {
    // A failed lookup never blocks a login: the fields are optional for the API.
    return { ip: '', country: '' };
  }
}

/** The visitor's IP and IP country, fetched at most once per tab (failures are retried next time). */
export function visitorLocation(): Promise<VisitorLocation> {
  const cached = readCached();
  if (cached) return Promise.resolve(cached);
  pending ??= lookUp().finally(() => {
    pending = null;
  });
  return pending;
}

/** Test seam: forget the cached lookup. */
export function forgetVisitorLocation(): void {
  pending = null;
  window.sessionStorage.removeItem(STORAGE_KEY);
}

interface UserAgentDataLike {
  brands?: { brand: string; version: string }[];
  mobile?: boolean;
  platform?: string;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari\//, 'Safari'],
];

/** "Chrome 140", "Safari 18", … from the client hints when there are any, else the user agent. */
export function browserName(userAgent: string, data?: UserAgentDataLike): string {
  const brand = data?.brands?.find((b) => !/not.?a.?brand/i.test(b.brand) && b.brand !== 'Chromium');
  if (brand) return `${brand.brand} ${brand.version}`;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'Unknown browser';
}

function operatingSystem(userAgent: string, data?: UserAgentDataLike): string {
  if (data?.platform) return data.platform;
  if (/Android/.test(userAgent)) return 'Android';
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'iOS';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'macOS';
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return 'Unknown OS';
}

/** "Mobile (Android)", "Tablet (iOS)", "Desktop (Windows)". */
export function deviceName(userAgent: string, data?: UserAgentDataLike): string {
  const tablet = /iPad|Tablet/.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent));
  const mobile = data?.mobile ?? /Mobi|iPhone|iPod|Android.*Mobile/.test(userAgent);
  const kind = tablet ? 'Tablet' : mobile ? 'Mobile' : 'Desktop';
  return `${kind} (${operatingSystem(userAgent, data)})`;
}

/** Everything an auth call carries about where and on what the visitor is. */
export async function locationFields(): Promise<LocationFields> {
  const { ip, country } = await visitorLocation();
  const data = (navigator as Navigator & { userAgentData?: UserAgentDataLike }).userAgentData;
  return {
    ip,
    city: '',
    state: '',
    country,
    loginDevice: deviceName(navigator.userAgent, data),
    otherDetail: '',
    browser: browserName(navigator.userAgent, data),
  };
}
