/** Arabic city names of airports by IATA code, written by the project (see arabicCityNames.mjs). */
export const ARABIC_CITY_NAMES: Readonly<Record<string, string>>;
