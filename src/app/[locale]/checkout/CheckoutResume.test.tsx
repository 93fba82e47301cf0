import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aStay } from '@tests/builders/aHotelDetails';
import { aFlightOffer } from '@tests/builders/aFlightOffer';
import { renderApp } from '@tests/render';
import type { RootState } from '@/store/makeStore';
import { CheckoutResume } from './CheckoutResume';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const heldStay = (heldAt: string) => ({
  query: {
    hotelId: 120034,
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    rooms: [{ adults: 2, childAges: [] }],
  },
  rateIds: ['120034-1-1'],
  rateToken: 'rate-token-1',
  expiresAt: '2099-01-01T00:00:00Z',
  stay: aStay(920),
  previousTotal: null,
  heldAt,
});

const heldFare = (heldAt: string) => ({
  routingId: 'r-1',
  offerId: 'o-1',
  search: {
    tripType: 'oneway' as const,
    legs: [{ from: 'DXB', to: 'LHR', date: '2026-07-01' }],
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 'economy' as const,
    airline: null,
  },
  offer: aFlightOffer({ id: 'o-1', price: 500 }),
  price: 500,
  currency: 'USD',
  previousPrice: null,
  expiresAt: null,
  heldAt,
});

describe('CheckoutResume (/checkout)', () => {
  it('offers a search when no checkout is held', async () => {
    renderApp(<CheckoutResume />);
    expect(await screen.findByRole('heading', { name: 'Nothing to book yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search flights and hotels' })).toHaveAttribute('href', '/');
  });

  it('resumes the hotel checkout when the stay was chosen after the flight', async () => {
    const state = {
      hotelCheckout: {
        held: heldStay('2026-11-25T16:00:00Z'),
        draft: null,
        attempt: null,
        booking: null,
        payment: null,
      },
      flightCheckout: {
        fare: heldFare('2026-11-25T15:00:00Z'),
        draft: null,
        attempt: null,
        booking: null,
        payment: null,
      },
    } as Partial<RootState>;
    renderApp(<CheckoutResume />, { state });
    expect(await screen.findByRole('heading', { name: 'Complete your hotel booking' })).toBeInTheDocument();
  });

  it('resumes the flight checkout when the fare was chosen last', async () => {
    const state = {
      hotelCheckout: {
        held: heldStay('2026-11-25T15:00:00Z'),
        draft: null,
        attempt: null,
        booking: null,
        payment: null,
      },
      flightCheckout: {
        fare: heldFare('2026-11-25T16:00:00Z'),
        draft: null,
        attempt: null,
        booking: null,
        payment: null,
      },
    } as Partial<RootState>;
    renderApp(<CheckoutResume />, { state });
    expect(await screen.findByRole('heading', { name: 'Complete your booking' })).toBeInTheDocument();
  });
});
