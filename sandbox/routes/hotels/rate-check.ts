import { isSoldOut, sumMoney, type CurrencyRate, type Hotel } from '../../lib/hotel-inventory';
import type { AppServices } from '../../lib/services';
import type { RateCheckBody } from './schemas';
import { signRate } from './tokens';
import { chosenRates, stayOf, stayQuery } from './views';

export interface RateCheckDeps {
  services: AppServices;
  clubId: number;
  now: Date;
  language: string | undefined;
}

/**
 * The chosen rates as the details showed them and as they are now: 1 rate in 6 has gone up and 1 in
 * 25 is sold out, decided by the rate id. Unless a rate is sold out, a signed token carries the stay
 * (hotel, dates, rooms, rates, currency and the moment of the check) to the booking.
 */
export async function checkRates(
  hotel: Hotel,
  body: RateCheckBody,
  currency: CurrencyRate,
  deps: RateCheckDeps,
) {
  const query = stayQuery(body, currency, deps.now);
  const shown = chosenRates(hotel, query, body.rateIds, false);
  const current = chosenRates(hotel, query, body.rateIds, true);
  const oldPrice = sumMoney(
    shown.map(({ price }) => price.total),
    currency.decimals,
  );
  const newPrice = sumMoney(
    current.map(({ price }) => price.total),
    currency.decimals,
  );
  const unavailableRateIds = [...new Set(body.rateIds.filter(isSoldOut))];
  const status =
    unavailableRateIds.length > 0 ? 'UNAVAILABLE' : newPrice !== oldPrice ? 'PRICE_CHANGED' : 'CONFIRMED';
  const signed =
    status === 'UNAVAILABLE'
      ? null
      : await signRate(
          deps.services,
          {
            clubId: deps.clubId,
            hotelId: hotel.id,
            checkIn: query.checkIn,
            checkOut: query.checkOut,
            rooms: query.rooms,
            rateIds: body.rateIds,
            currency,
            checkedAt: deps.now.getTime(),
          },
          deps.now,
        );
  return {
    status,
    oldPrice,
    newPrice,
    currency: currency.code,
    rateToken: signed?.token ?? null,
    expiresAt: signed?.expiresAt ?? null,
    unavailableRateIds,
    stay: stayOf(hotel, query, current, deps.language),
  } as const;
}
