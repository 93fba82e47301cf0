import { ARABIC_AIRLINE_NAMES, namesInArabic } from '../../lib/airlines/arabic-names';
import type { CatalogAirline } from '../../lib/airlines/catalog';
import { CARRIERS } from '../../lib/flight-offers/carriers';
import type { Airline } from './schemas';

/**
 * The airline list as a club's visitors meet it: first the airlines based in the club's country,
 * then the other airlines the sandbox flies (the common carriers of the region and the world, in
 * the generator's order), then every other airline A→Z. Obscure or long-gone carriers that happen
 * to sort first alphabetically no longer open the list.
 */
export function airlinesForClub(
  catalog: readonly CatalogAirline[],
  countryCode: string,
  language: string | undefined,
): Airline[] {
  const known = new Map(catalog.map((airline) => [airline.airlineCode, airline]));
  const home = CARRIERS.filter((carrier) => carrier.home.includes(countryCode));
  const common = CARRIERS.filter((carrier) => !carrier.home.includes(countryCode));
  const first = [...home, ...common]
    .map(
      (carrier) =>
        known.get(carrier.airline.code) ?? { airlineCode: carrier.airline.code, name: carrier.airline.name },
    )
    .filter((airline, index, list) => list.findIndex((a) => a.airlineCode === airline.airlineCode) === index);
  const firstCodes = new Set(first.map((airline) => airline.airlineCode));
  const rest = catalog.filter((airline) => !firstCodes.has(airline.airlineCode));
  const arabic = namesInArabic(language);
  return [...first, ...rest].map((airline) => {
    const localName = arabic ? ARABIC_AIRLINE_NAMES[airline.airlineCode] : undefined;
    return localName
      ? { airlineCode: airline.airlineCode, name: localName, englishName: airline.name }
      : { airlineCode: airline.airlineCode, name: airline.name, englishName: airline.name };
  });
}
