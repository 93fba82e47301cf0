/**
 * Names of countries and currencies in the page's language from the browser's own data
 * (Intl.DisplayNames), so the header's buttons need no name list in the first-load JavaScript.
 */
const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string, type: 'region' | 'currency'): Intl.DisplayNames | null {
  const key = `${locale}|${type}`;
  if (!cache.has(key)) {
    try {
      cache.set(key, new Intl.DisplayNames([locale], { type, fallback: 'none' }));
    } catch {
      cache.set(key, null);
    }
  }
  return cache.get(key) ?? null;
}

export function regionName(alpha2: string, locale: string): string {
  try {
    return displayNames(locale, 'region')?.of(alpha2.toUpperCase()) ?? alpha2.toUpperCase();
  } catch {
    return alpha2.toUpperCase();
  }
}

export function currencyName(code: string, locale: string, fallback: string): string {
  try {
    return displayNames(locale, 'currency')?.of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}
