import countries from 'i18n-iso-countries';
import {
  Metadata,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  type CountryCode,
} from 'libphonenumber-js/max';
import mobileExamples from 'libphonenumber-js/examples.mobile.json';
import type { Country } from './schemas';

/** What the numbering plan offers at run time beyond its published typings. */
interface NumberingPlanDetails {
  possibleLengths(): number[];
  nationalNumberPattern(): string;
}

/** `50 123 4567` → `5X XXX XXXX`: the leading digit says which numbers are mobile, the rest is shape. */
export function maskNumber(formatted: string): string {
  let seenDigit = false;
  return formatted.replace(/\d/g, (digit) => {
    if (seenDigit) return 'X';
    seenDigit = true;
    return digit;
  });
}

function exampleMask(country: CountryCode, callingCode: string, lengths: number[]): string {
  const example = getExampleNumber(country, mobileExamples);
  if (!example) return 'X'.repeat(Math.max(...lengths));
  const international = example.formatInternational();
  return maskNumber(international.slice(`+${callingCode}`.length).trim());
}

function describeCountry(metadata: Metadata, alpha2: CountryCode): Country | null {
  const english = countries.getName(alpha2, 'en');
  const arabic = countries.getName(alpha2, 'ar');
  const alpha3 = countries.alpha2ToAlpha3(alpha2);
  if (!english || !alpha3) return null; // e.g. Ascension (AC): a numbering plan but no ISO entry
  metadata.selectNumberingPlan(alpha2);
  const plan = metadata.numberingPlan as unknown as NumberingPlanDetails;
  const callingCode = getCountryCallingCode(alpha2);
  const length = plan.possibleLengths();
  return {
    country: english,
    country_ar: arabic ?? english,
    alpha2_code: alpha2,
    alpha3_code: alpha3,
    country_code: `+${callingCode}`,
    pattern: exampleMask(alpha2, callingCode, length),
    length,
    regex: plan.nationalNumberPattern(),
  };
}

/** Every country with a telephone numbering plan, sorted by English name. */
export function buildCountryList(): Country[] {
  const metadata = new Metadata();
  return getCountries()
    .map((alpha2) => describeCountry(metadata, alpha2))
    .filter((entry): entry is Country => entry !== null)
    .sort((a, b) => a.country.localeCompare(b.country, 'en'));
}

let cached: Country[] | undefined;

/** Built on first use and kept for the life of the process. */
export function countryList(): Country[] {
  cached ??= buildCountryList();
  return cached;
}
