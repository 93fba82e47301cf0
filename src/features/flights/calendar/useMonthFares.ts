'use client';

import { useAppSelector } from '@/store/hooks';
import { selectCurrency } from '@/store/preferencesSlice';
import { useFareMonthQuery, type FareDay, type FareQuery } from './calendarApi';

/** A day within this share above the month's lowest price is marked as one of the cheapest. */
export const CHEAPEST_MARGIN = 0.05;

export type FaresStatus = 'off' | 'loading' | 'failed' | 'ready';

export interface MonthFares {
  status: FaresStatus;
  currency: string;
  byDay: ReadonlyMap<string, FareDay>;
  /** Days priced within 5% of the month's lowest. */
  cheapest: ReadonlySet<string>;
  /** Asks for the month again (after a failure). */
  retry: () => void;
}

const NO_DAYS = new Map<string, FareDay>();
const NO_CHEAPEST = new Set<string>();
const noRetry = () => {};

/** A month (YYYY-MM) of lowest fares for a route, in the visitor's currency; 'off' without a route. */
export function useMonthFares(query: FareQuery | null | undefined, month: string): MonthFares {
  const currency = useAppSelector(selectCurrency);
  const answer = useFareMonthQuery(query ? { ...query, month, currency } : (undefined as never), {
    skip: !query,
    refetchOnMountOrArgChange: false,
  });
  const { refetch } = answer;
  // A skipped query cannot be asked again (RTK Query throws): only a started one is.
  const retry = query ? refetch : noRetry;
  if (!query) return { status: 'off', currency, byDay: NO_DAYS, cheapest: NO_CHEAPEST, retry };
  // While another month loads, the previous month's prices are not shown against this month's days.
  const data = answer.currentData;
  if (answer.isError) return { status: 'failed', currency, byDay: NO_DAYS, cheapest: NO_CHEAPEST, retry };
  if (!data) return { status: 'loading', currency, byDay: NO_DAYS, cheapest: NO_CHEAPEST, retry };
  const byDay = new Map(data.days.map((day) => [day.date, day]));
  const limit = data.lowest === null ? -1 : data.lowest * (1 + CHEAPEST_MARGIN);
  const cheapest = new Set(
    data.days.filter((day) => day.price !== null && day.price <= limit).map((day) => day.date),
  );
  return { status: 'ready', currency: data.currency, byDay, cheapest, retry };
}
