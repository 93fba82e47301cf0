import type { Envelope } from '@/lib/api/client';
import { blankToNull } from '@/lib/api/values';

/** A country of the club API's list (`GET /common/country/list`). */
export interface PhoneCountry {
  /** English name, and the Arabic one when the API has it. */
  name: string;
  nameAr: string | null;
  alpha2: string;
  alpha3: string;
  /** With the leading plus, e.g. '+971'. */
  callingCode: string;
  /** Mask of a typical national number, e.g. '5X XXX XXXX'. */
  pattern: string;
}

interface ApiCountry {
  country: string;
  country_ar?: string | null;
  alpha2_code: string;
  alpha3_code: string;
  country_code: string;
  pattern?: string | null;
  length?: number[] | null;
  regex?: string | null;
}

export function toPhoneCountry(api: ApiCountry): PhoneCountry {
  const digits = api.country_code.replace(/\D/g, '');
  return {
    name: api.country,
    nameAr: blankToNull(api.country_ar),
    alpha2: api.alpha2_code.toUpperCase(),
    alpha3: api.alpha3_code.toUpperCase(),
    callingCode: `+${digits}`,
    pattern: api.pattern ?? '',
  };
}

/** The usable countries of the club API's list (`GET /common/country/list`). */
export function toPhoneCountries(body: Envelope<ApiCountry[]>): PhoneCountry[] {
  return (body.data ?? []).filter((c) => c.alpha2_code && c.country_code).map(toPhoneCountry);
}
