import { describe, expect, it } from 'vitest';
import { airportDirectory } from '../../lib/flight-offers/airports';
import { aSearchQuery, passengers, roundTrip } from '../../lib/flight-offers/builders';
import { generateOffers } from '../../lib/flight-offers';
import { repriced, revalidationOutcome } from './revalidate';

const offers = generateOffers(
  // Two seated travellers: a larger party leaves out more offers (no seat for each), and the
  // shares below want a large sample.
  aSearchQuery({ legs: roundTrip('DXB', 'LHR'), passengers: passengers(2, 0, 1) }),
  airportDirectory,
  { code: 'KWD', rate: 0.3075, decimals: 3 },
);

describe('revalidationOutcome', () => {
  it('always answers the same for the same offer', () => {
    for (const offer of offers.slice(0, 200))
      expect(revalidationOutcome(offer.offerId)).toEqual(revalidationOutcome(offer.offerId));
  });

  it('sells out about 1 offer in 25 and changes the price of about 1 in 6', () => {
    const statuses = offers.map((offer) => revalidationOutcome(offer.offerId).status);
    const share = (status: string) => statuses.filter((s) => s === status).length / statuses.length;
    expect(offers.length).toBeGreaterThan(1500);
    expect(share('UNAVAILABLE')).toBeGreaterThan(0.02);
    expect(share('UNAVAILABLE')).toBeLessThan(0.06);
    expect(share('PRICE_CHANGED')).toBeGreaterThan(0.12);
    expect(share('PRICE_CHANGED')).toBeLessThan(0.2);
  });

  it('moves prices by 3–12 %, both up and down', () => {
    const factors = offers
      .map((offer) => revalidationOutcome(offer.offerId))
      .filter((outcome) => outcome.status === 'PRICE_CHANGED')
      .map((outcome) => outcome.factor);
    for (const factor of factors) {
      expect(Math.abs(factor - 1)).toBeGreaterThanOrEqual(0.03);
      expect(Math.abs(factor - 1)).toBeLessThanOrEqual(0.12);
    }
    expect(factors.some((factor) => factor > 1) && factors.some((factor) => factor < 1)).toBe(true);
  });
});

describe('repriced', () => {
  it('scales every line and keeps the total equal to the sum of the rounded lines', () => {
    const offer = offers[0]!;
    const changed = repriced(offer, 1.07, 3);
    const sum = changed.priceBreakdown.reduce(
      (total, line) => total + line.count * (line.perPassenger + line.taxes),
      0,
    );
    expect(changed.totalPrice).toBeCloseTo(sum, 3);
    expect(changed.totalPrice / offer.totalPrice).toBeCloseTo(1.07, 2);
    expect(changed.offerId).toBe(offer.offerId);
    expect(changed.legs).toBe(offer.legs);
  });
});
