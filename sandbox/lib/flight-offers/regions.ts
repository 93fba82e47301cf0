import type { Region } from './types';

/** Countries whose continent alone would place them in the wrong network area. */
const REGION_OVERRIDES: Record<string, Region> = Object.fromEntries(
  (
    [
      ['ME', 'AE SA QA BH KW OM YE JO LB SY IQ IR IL PS CY'],
      ['NAF', 'EG LY TN DZ MA SD EH MR'],
      ['SAS', 'IN PK LK BD NP BT MV AF'],
      ['CAS', 'KZ UZ TM KG TJ AZ GE AM MN'],
      ['EU', 'TR RU'],
    ] as const
  ).flatMap(([region, codes]) => codes.split(' ').map((code) => [code, region])),
);

const CONTINENT_REGIONS: Record<string, Region> = {
  EU: 'EU',
  AS: 'AS',
  AF: 'AF',
  NA: 'NA',
  SA: 'SAM',
  OC: 'OC',
  AN: 'OC',
};

/** Network area of a country, from its ISO code and continent (OurAirports' two-letter codes). */
export function regionOf(countryCode: string, continent: string | undefined): Region {
  return REGION_OVERRIDES[countryCode] ?? CONTINENT_REGIONS[continent ?? ''] ?? 'AS';
}
