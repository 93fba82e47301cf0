import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FlightThankYou } from './FlightThankYou';
import { aFlightOffer } from '@tests/builders/aFlightOffer';
import { failure, fakeApi, ok } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import { route } from '@tests/routeMatcher';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const offer = aFlightOffer();
const booking = {
  bookingId: 'b-1',
  reference: 'K7QM2X',
  moduleType: 1,
  status: 1,
  statusName: 'Confirmed',
  amount: 640.5,
  currency: 'USD',
  paymentMethod: 2,
  paymentMethodName: 'CreditCard',
  payment: { status: 'SUCCEEDED', cardBrand: 'visa', cardLast4: '4242', paidAt: '' },
  refund: null,
  tripType: 'Oneway',
  fare: { fareBrand: 'Saver', refundable: false, validatingAirline: { code: 'EK', name: 'Emirates' } },
  itinerary: { legs: offer.legs },
  travellers: [
    {
      type: 'ADT',
      firstName: 'سارة',
      lastName: 'الحداد',
      dateOfBirth: '1990-04-12',
      gender: 'F',
      passportNumber: '*****567',
      expiryDate: '2030-01-31',
    },
  ],
};

describe('FlightThankYou', () => {
  it('shows the reference, the translated status, travellers and the payment,', async () => {
    window.sessionStorage.setItem('booking-access:b-1', 'guest-token');
    const api = fakeApi({ 'GET /flight/booking/b-1': ok(booking) });
    renderApp(<FlightThankYou bookingId="b-1" />, { api, locale: 'ar' });
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('K7QM2X');
    expect(screen.getByTestId('booking-status')).toHaveTextContent('مؤكد');
    expect(screen.getByTestId('payment-method')).toHaveTextContent('بطاقة ائتمان');
    expect(screen.getByText('*****567')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Thank you for your booking', 'Your booking reference is \u2066K7QM2X\u2069, status Confirmed.'],
    ['ar', 'شكرًا لحجزك', 'رقم حجزك \u2066K7QM2X\u2069، وحالته مؤكد.'],
  ] as const)(
    'in %s gives focus to its title and says the reference and the status in a status line there from the start',
    async (locale, title, said) => {
      // After Pay, focus fell to <body> with the page and Orca said only "Loading…".
      window.sessionStorage.setItem('booking-access:b-1', 'guest-token');
      const api = fakeApi({ 'GET /flight/booking/b-1': ok(booking) });
      renderApp(<FlightThankYou bookingId="b-1" />, { api, locale });
      const line = screen.getByTestId('confirmation-said');
      expect(line).toHaveAttribute('role', 'status');
      expect(line).toHaveTextContent(/^$/);
      await screen.findByTestId('booking-reference');
      expect(screen.getByTestId('confirmation-said')).toBe(line);
      expect(line.textContent).toBe(said);
      expect(screen.getByRole('heading', { level: 1, name: title })).toHaveFocus();
    },
  );

  it('in Arabic keeps the masked passport, the card digits, the reference and flight numbers left to right, isolated', async () => {
    window.sessionStorage.setItem('booking-access:b-1', 'guest-token');
    const api = fakeApi({ 'GET /flight/booking/b-1': ok(booking) });
    renderApp(<FlightThankYou bookingId="b-1" />, { api, locale: 'ar' });
    await screen.findByTestId('booking-reference');
    const isolatedLtr = (text: string) => {
      const run = screen.getByText(text);
      const bdi = run.closest('bdi');
      return bdi?.getAttribute('dir') === 'ltr' && bdi.textContent === text;
    };
    expect(isolatedLtr('*****567')).toBe(true);
    expect(isolatedLtr('···· 4242')).toBe(true);
    expect(isolatedLtr('K7QM2X')).toBe(true);
    expect(isolatedLtr(offer.legs[0]!.segments[0]!.flightNumber)).toBe(true);
  });

  it('shows the airline refusal with its refund message', async () => {
    const failed = {
      ...booking,
      status: 5,
      statusName: 'Failed',
      refund: { status: 2, statusName: 'Pending', amount: 640.5, currency: 'USD' },
    };
    const api = fakeApi({ 'GET /flight/booking/b-1': ok(failed) });
    renderApp(<FlightThankYou bookingId="b-1" />, { api });
    expect(await screen.findByText(/booking failed from the airline side/)).toBeInTheDocument();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Failed');
  });

  it.each([404, 403])('shows the not-found view for %i', async (status) => {
    const api = fakeApi({ 'GET /flight/booking/b-1': failure(status, 'nope') });
    renderApp(<FlightThankYou bookingId="b-1" />, { api });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('FlightThankYou: the itinerary', () => {
  it("names each leg's cities in the page's language, as the site's /api/places gives them", async () => {
    const [leg] = offer.legs;
    const places = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            data: {
              [leg!.origin]: { city: 'دبي', name: '' },
              [leg!.destination]: { city: 'لندن', name: '' },
            },
          }),
        ),
    );
    vi.stubGlobal('fetch', places);
    try {
      window.sessionStorage.setItem('booking-access:b-1', 'guest-token');
      const api = fakeApi({ 'GET /flight/booking/b-1': ok(booking) });
      renderApp(<FlightThankYou bookingId="b-1" />, { api, locale: 'ar' });
      expect(await screen.findByText(route('دبي ← لندن'))).toBeInTheDocument();
      expect(places).toHaveBeenCalledWith(
        `/api/places?codes=${[leg!.destination, leg!.origin].sort().join('%2C')}&language=ar`,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
