import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { currencies } from '../../db/schema';
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
