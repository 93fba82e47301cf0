/**
 * The airport codes of `GET /flight/blacklist`'s list. The specification shows only "a list of
 * blacklisted airports": the reference API answers `{ airportCode }` objects, a club's own API may
 * answer the codes as strings. Either is read; anything else in the list is skipped.
 */
export function blacklistCodes(entries: unknown): string[] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: unknown) => {
    const code =
      typeof entry === 'string'
        ? entry
        : typeof entry === 'object' && entry !== null
          ? (entry as { airportCode?: unknown }).airportCode
          : null;
    return typeof code === 'string' && /^[A-Za-z]{3}$/.test(code.trim()) ? [code.trim().toUpperCase()] : [];
  });
}
