import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { currencies } from '../../db/schema';
import { findClubSettings } from '../../lib/clubs';
import { ApiError } from '../../lib/errors';
import type { Currency } from './schemas';

/** The currency with this upper-case ISO code, or null. */
export async function findCurrency(db: Database, code: string): Promise<Currency | null> {
  const [row] = await db
    .select({
      code: currencies.code,
      name: currencies.name,
      symbol: currencies.symbol,
      icon: currencies.icon,
      rate: currencies.ratePerUsd,
      decimals: currencies.decimals,
    })
    .from(currencies)
    .where(eq(currencies.code, code))
    .limit(1);
  return row ?? null;
}

/** A currency as the flight and hotel searches price in it: its code, units per US dollar and minor-unit digits. */
export interface CurrencyRate {
  code: string;
  rate: number;
  decimals: number;
}

/**
 * The currency a search prices in: the `Currency-Preference` header's (`preference`) when sent, else
 * the club's default, else USD; an unknown code is a 400.
 */
export async function resolveCurrency(
  db: Database,
  clubId: number,
  preference: string | undefined,
): Promise<CurrencyRate> {
  const wanted = preference?.trim().toUpperCase();
  const code = wanted || (await findClubSettings(db, clubId))?.defaultCurrency || 'USD';
  const currency = await findCurrency(db, code);
  if (!currency) throw new ApiError(400, `Currency-Preference: unknown currency ${code}`);
  return { code: currency.code, rate: currency.rate, decimals: currency.decimals };
}
