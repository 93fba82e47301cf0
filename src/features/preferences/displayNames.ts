/**
 * Names of countries and currencies in the page's language from the browser's own data
 * (Intl.DisplayNames), so the header's buttons need no name list in the first-load JavaScript.
 *
 * Building an Intl.DisplayNames is slow on a phone (it loads the language's data), so the names the
 * header shows first (the club's default country and its currencies) come computed from the server
 * (`displayNamesFor` in the layout, `seedDisplayNames` in features/shell/ShellProviders); the browser builds its own
 * only for another country or currency.
 */
const cache = new Map<string, Intl.DisplayNames | null>();
const seeded = new Map<string, string>();

type NameType = 'region' | 'currency';
export type DisplayNameSeed = Partial<Record<NameType, Record<string, string>>>;

function displayNames(locale: string, type: NameType): Intl.DisplayNames | null {
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

function nameOf(type: NameType, code: string, locale: string): string | undefined {
  const upper = code.toUpperCase();
  const known = seeded.get(`${locale}|${type}|${upper}`);
  if (known !== undefined) return known;
  try {
    return displayNames(locale, type)?.of(upper);
  } catch {
    return undefined;
  }
}

export function regionName(alpha2: string, locale: string): string {
  return nameOf('region', alpha2, locale) ?? alpha2.toUpperCase();
}

export function currencyName(code: string, locale: string, fallback: string): string {
  return nameOf('currency', code, locale) ?? fallback;
}

/** The names of these countries and currencies in `locale`, computed where this runs (the server). */
export function displayNamesFor(
  locale: string,
  countries: readonly string[],
  currencies: readonly string[],
): DisplayNameSeed {
  const pick = (type: NameType, codes: readonly string[]) =>
    Object.fromEntries(
      codes.flatMap((code) => {
        const name = nameOf(type, code, locale);
        return name ? [[code.toUpperCase(), name]] : [];
      }),
    );
  return { region: pick('region', countries), currency: pick('currency', currencies) };
}

/** Takes the server's names, so the first render needs no Intl.DisplayNames of its own. */
export function seedDisplayNames(locale: string, seed: DisplayNameSeed): void {
  for (const type of ['region', 'currency'] as const)
    for (const [code, name] of Object.entries(seed[type] ?? {}))
      seeded.set(`${locale}|${type}|${code}`, name);
}
