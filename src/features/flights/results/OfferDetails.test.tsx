import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aFlightOffer } from '@tests/builders/aFlightOffer';
import { renderApp } from '@tests/render';
import type { Offer } from '../api/types';
import { OfferDetails } from './OfferDetails';

/**
 * An overnight connection (issue 30 item 32): DXB 22:10 → DOH 23:20, then DOH 01:30 → LHR 06:10 the
 * next day. The second segment's times are on the day after the leg's start and carry "+1".
 */
function anOvernightOffer(): Offer {
  const offer = aFlightOffer({ stops: 1 });
  const [leg] = offer.legs;
  const first = {
    ...leg!.segments[0]!,
    destination: 'DOH',
    departure: '2026-07-01T22:10',
    arrival: '2026-07-01T23:20',
  };
  const second = {
    ...first,
    flightNumber: 'QR 3',
    origin: 'DOH',
    destination: 'LHR',
    departure: '2026-07-02T01:30',
    arrival: '2026-07-02T06:10',
  };
  return {
    ...offer,
    legs: [
      {
        ...leg!,
        departure: '2026-07-01T22:10',
        arrival: '2026-07-02T06:10',
        layovers: [{ airport: 'DOH', minutes: 130 }],
        segments: [first, second],
      },
    ],
  };
}

describe("an offer's details", () => {
  it.each(['en', 'ar'] as const)('marks a segment on the next day with +1 (%s)', async (locale) => {
    renderApp(<OfferDetails id="d" offer={anOvernightOffer()} locale={locale} legTitles={['Outbound']} />, {
      locale,
    });
    const leg = await screen.findByRole('region', { name: 'Outbound' });
    const times = within(leg)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('offer-details__segment'))
      .map((item) => item.querySelector('.offer-details__times')?.textContent ?? '');
    expect(times).toHaveLength(2);
    // The first segment is all on the leg's first day: no marker.
    expect(times[0]).not.toContain('+');
    // The second departs and lands the next day: both its times say so.
    expect(times[1]).toMatch(/01:30 \+1/);
    expect(times[1]).toMatch(/06:10 \+1/);
  });
});
