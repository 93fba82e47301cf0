/**
 * The pages' Content-Security-Policy. Scripts run only with the request's nonce ('strict-dynamic'
 * lets those scripts load the chunks, the captcha and reCAPTCHA they need); everything else is
 * denied unless named. Styles keep 'unsafe-inline': the club theme and a few components use style
 * attributes, and a style cannot run code.
 */
export interface CspOptions {
  nonce: string;
  /** The club API's origin as browsers reach it (PUBLIC_API_BASE_URL). */
  apiOrigin: string;
  /** Origins of the club's images (logo, currency icons), from its configuration. */
  imageOrigins: readonly string[];
  /**
   * Where the club's map style lives (null: no map): the map library fetches the style, its tiles,
   * glyphs and sprites from there, and draws tile images through blob: URLs.
   */
  mapOrigin?: string | null;
  /** The club uses Google reCAPTCHA instead of ALTCHA. */
  recaptcha: boolean;
  /** The request came over HTTPS: ask browsers to upgrade any http: sub-resource. */
  https: boolean;
  /** `next dev` needs eval for its error overlay; production never gets it. */
  development: boolean;
}

const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** The origin of an absolute http(s) URL, or null for anything else (relative, data:, garbage). */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function sources(...values: (string | null | false | undefined)[]): string {
  return [...new Set(values.filter((value): value is string => Boolean(value)))].join(' ');
}

export function contentSecurityPolicy(options: CspOptions): string {
  const directives: [string, string][] = [
    ['default-src', "'none'"],
    [
      'script-src',
      sources(`'nonce-${options.nonce}'`, "'strict-dynamic'", options.development && "'unsafe-eval'"),
    ],
    ['style-src', "'self' 'unsafe-inline'"],
    [
      'img-src',
      sources("'self'", 'data:', 'blob:', options.apiOrigin, ...options.imageOrigins, options.mapOrigin),
    ],
    ['font-src', "'self' data:"],
    // 'self' also covers the dev server's hot-reload socket.
    ['connect-src', sources("'self'", options.apiOrigin, options.mapOrigin)],
    // ALTCHA solves its proof of work in a worker it creates from a blob: URL.
    ['worker-src', "'self' blob:"],
    ['manifest-src', "'self'"],
    ...(options.recaptcha ? ([['frame-src', RECAPTCHA_FRAMES.join(' ')]] as [string, string][]) : []),
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  const policy = directives.map(([name, value]) => `${name} ${value}`);
  if (options.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** A fresh, unguessable nonce for one response (128 random bits, base64). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
