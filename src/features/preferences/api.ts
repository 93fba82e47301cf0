import type { ApiClient, Envelope } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema';
import type { CurrencyData } from '@/store/preferencesSlice';

/** Exactly one preference per call (docs/auth-contract.md, "Preferences, wallet, agent panel"). */
export type PreferenceUpdate =
  { preferredLanguage: string } | { preferredCurrency: string } | { preferredCountry: string };

/**
 * Saves one preference of the signed-in user. Only a 200 counts as saved (spec section 4: "on a
 * non-200 answer keep the previous value"); any other answer is an ApiError.
 */
export async function savePreference(
  api: ApiClient,
  userId: number,
  update: PreferenceUpdate,
): Promise<void> {
  const response = await api.put<Envelope<unknown>>(`/admin/customer/preference/update/${userId}`, update);
  if (response.status !== 200) throw new ApiError(response.status, response.data?.message || null);
}

type ApiCurrency = components['schemas']['Currency'];

/** The chosen currency's details (`GET /currency/flight/currency-code/{CODE}`, code upper case). */
export async function fetchCurrencyData(api: ApiClient, code: string): Promise<CurrencyData> {
  const upper = code.toUpperCase();
  const response = await api.get<Envelope<ApiCurrency>>(
    `/currency/flight/currency-code/${encodeURIComponent(upper)}`,
  );
  const data = response.data.data;
  return {
    code: data.code.toUpperCase(),
    name: data.name,
    symbol: data.symbol,
    icon: data.icon,
    rate: data.rate,
    decimals: data.decimals,
  };
}
