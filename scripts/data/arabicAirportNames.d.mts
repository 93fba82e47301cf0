/** Arabic airport names by IATA code, written by the project (see arabicAirportNames.mjs). */
export const ARABIC_AIRPORT_NAMES: Readonly<Record<string, string>>;
