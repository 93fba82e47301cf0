import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStay } from '@tests/builders/aHotelDetails';
import { failure, fakeApi, ok } from '@tests/mocks/fakeApi';
import { appRoutes, renderApp } from '@tests/render';
import { HotelThankYou } from './HotelThankYou';

function aBooking(overrides: object = {}) {
  return {
    bookingId: 'hb-1',
    reference: 'H7QM2X',
    moduleType: 2,
    status: 1,
    statusName: 'Confirmed',
    amount: 920,
    currency: 'USD',
    paymentMethod: 2,
    paymentMethodName: 'CreditCard',
    payment: { status: 'SUCCEEDED', cardBrand: 'visa', cardLast4: '4242', paidAt: '2026-11-25T16:00:00Z' },
    refund: null,
    stay: aStay(920),
    guests: [
      { firstName: 'Sara', lastName: 'Haddad' },
      { firstName: 'Omar', lastName: 'Haddad' },
    ],
    specialRequests: 'Quiet room',
    arrivalTime: '18:00',
    createdAt: '2026-11-25T15:58:00Z',
    ...overrides,
  };
}

function setup(answer: ReturnType<typeof ok>, locale: 'en' | 'ar' = 'en') {
  window.sessionStorage.setItem('booking-access:hb-1', 'guest-access');
  const api = fakeApi({ ...appRoutes, 'GET /hotel/booking/hb-1': answer });
  renderApp(<HotelThankYou bookingId="hb-1" />, { api, locale });
  return { api };
}

describe('HotelThankYou', () => {
  it('shows the reference, status, stay, guests per room, cancellation policy and payment', async () => {
    const { api } = setup(ok(aBooking()));
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('H7QM2X');
    expect(api.callsTo('GET /hotel/booking/hb-1')[0]?.params).toEqual({ accessToken: 'guest-access' });
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Confirmed');
    const guests = screen.getByTestId('thankyou-guests');
    expect(within(guests).getByText('Sara Haddad')).toBeInTheDocument();
    expect(within(guests).getByText(/Room 2 · Family Room · 1 adult, 1 child/)).toBeInTheDocument();
    expect(screen.getByText('Estimated arrival: 18:00')).toBeInTheDocument();
    const summary = screen.getByTestId('stay-summary');
    expect(within(summary).getByText('Jumeirah Creek Palace')).toBeInTheDocument();
    expect(within(summary).getByText(/Non-refundable/)).toBeInTheDocument();
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('920.00');
    expect(screen.getByTestId('payment-method')).toHaveTextContent('Credit card ···· 4242');
  });

  it('says a hotel booking failed after the payment, with its refund', async () => {
    setup(
      ok(
        aBooking({
          status: 5,
          statusName: 'Failed',
          refund: { status: 1, statusName: 'Refunded', amount: 920, currency: 'USD' },
        }),
      ),
    );
    // What happened (the hotel, not the payment) and what became of the money.
    const explained = await screen.findByTestId('failed-explained');
    expect(explained).toHaveTextContent(
      'The hotel could not confirm your booking, so you have not been booked.',
    );
    expect(explained).toHaveTextContent('Your payment of USD 920.00 has been refunded in full');
    expect(explained).not.toHaveTextContent(/payment issue/i);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your booking could not be completed',
    );
    expect(screen.getByText(/Refunded/)).toBeInTheDocument();
    expect(screen.getByText('Amount charged')).toBeInTheDocument();
  });

  it('says in Arabic when a refund still on its way should show', async () => {
    setup(
      ok(
        aBooking({
          status: 5,
          statusName: 'Failed',
          refund: { status: 2, statusName: 'Pending', amount: 920, currency: 'USD' },
        }),
      ),
      'ar',
    );
    const explained = await screen.findByTestId('failed-explained');
    expect(explained).toHaveTextContent('تعذّر على الفندق تأكيد حجزك');
    expect(explained).toHaveTextContent('خلال 3 إلى 4 أيام عمل');
    expect(explained).toHaveTextContent('أرسلنا إليك هذه التفاصيل بالبريد الإلكتروني.');
  });

  it('speaks Arabic', async () => {
    setup(ok(aBooking()), 'ar');
    expect(await screen.findByRole('heading', { name: 'النزلاء' })).toBeInTheDocument();
  });

  // The stay's days as every other page writes a day ("Tue, 1 Dec 2026", the flights' format), not
  // the browser's American default ("Dec 1, 2026"); the hotel's calendar days, never moved by a zone.
  it.each([
    ['en', 'Tue, 1 Dec 2026', 'Thu, 3 Dec 2026'],
    ['ar', 'الثلاثاء، 1 ديسمبر 2026', 'الخميس، 3 ديسمبر 2026'],
  ] as const)('writes the stay’s days in the site’s format (%s)', async (locale, checkIn, checkOut) => {
    setup(ok(aBooking()), locale);
    const summary = await screen.findByTestId('stay-summary');
    expect(summary).toHaveTextContent(checkIn);
    expect(summary).toHaveTextContent(checkOut);
    expect(summary).not.toHaveTextContent(/Dec \d+, 2026/);
  });

  it('shows the not-found page for a booking that is not the visitor’s', async () => {
    setup(failure(404, 'Booking not found'));
    expect(await screen.findByText(/not found|doesn't exist|could not be found/i)).toBeInTheDocument();
  });
});
