import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '@tests/render';
import { aBookingModule } from '@tests/builders/aBookingModule';
import { ok } from '@tests/mocks/fakeApi';
import en from '@messages/en.json';
import type { AnyManagedBooking } from './api';
import { BookingDetailPage } from './BookingDetailPage';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

/** The kit alone, with a module of the test's own: what it shows comes from the descriptor. */

const ID = '9c3d1f5e-3b7a-4d55-9d8e-1a2b3c4d5e6f';
const later = { timeout: 5000 };

const testModule = aBookingModule({
  Summary: ({ booking, now }) => (
    <p data-testid="module-summary">
      summary of {booking.booking.reference} read at {now instanceof Date ? 'a moment' : 'never'}
    </p>
  ),
  Details: ({ booking }) => <p data-testid="module-details">{booking.booking.guests.length} guests</p>,
});

function aBooking(kind: 'stay' | 'fare'): AnyManagedBooking {
  const own =
    kind === 'stay' ? { stay: {}, guests: [{ firstName: 'Sara', lastName: 'Haddad' }] } : { fare: {} };
  return {
    booking: {
      bookingId: ID,
      reference: 'T9XK41',
      status: 1,
      statusName: 'Confirmed',
      amount: 120,
      currency: 'USD',
      paymentMethod: null,
      paymentMethodName: null,
      payment: null,
      refund: null,
      contact: { email: 'sara@example.com', phoneCountryCode: '+971', phoneNumber: '501234567' },
      cancelReason: null,
      ...own,
    },
    history: [],
    quote: { cancellable: false, refundable: false, reason: 'ALREADY_CANCELLED', message: null },
  } as unknown as AnyManagedBooking;
}

describe('BookingDetailPage (the kit)', { timeout: 20_000 }, () => {
  it('covers the page with the full-screen loader while the booking is on its way', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    const pending = new Promise<ReturnType<typeof ok>>((resolve) => (answer = resolve));
    renderApp(<BookingDetailPage bookingId={ID} module={testModule} />, {
      user: { id: 3 },
      routes: { [`GET /my-bookings/${ID}`]: () => pending },
    });
    const loader = await screen.findByTestId('full-screen-loader', {}, later);
    expect(loader).toHaveAttribute('role', 'status');
    expect(loader).toHaveTextContent(en.myBookings.loading_booking);
    answer(ok(aBooking('stay')));
    expect(await screen.findByTestId('module-summary', {}, later)).toBeInTheDocument();
    expect(screen.queryByTestId('full-screen-loader')).not.toBeInTheDocument();
  });

  it('draws the module’s summary and details in its own frame, with the module’s way back', async () => {
    renderApp(<BookingDetailPage bookingId={ID} module={testModule} />, {
      user: { id: 3 },
      routes: { [`GET /my-bookings/${ID}`]: ok(aBooking('stay')) },
    });
    expect(await screen.findByTestId('module-summary', {}, later)).toHaveTextContent(
      'summary of T9XK41 read at a moment',
    );
    expect(screen.getByTestId('module-details')).toHaveTextContent('1 guests');
    expect(screen.getByTestId('booking-status')).toHaveTextContent(en.ThankYou.statuses.Confirmed);
    // The e-mail and the phone on lines of their own: a long address, broken at the card's edge,
    // no longer shares its last line with the phone.
    const contact = within(screen.getByRole('region', { name: en.myBookings.contact })).getAllByRole(
      'listitem',
    );
    expect(contact.map((item) => item.textContent)).toEqual(['sara@example.com', '+971 501234567']);
    expect(screen.getByRole('link', { name: en.myBookings.back })).toHaveAttribute(
      'href',
      '/my-bookings?module=test',
    );
  });

  it('answers “not found” for a booking the module does not own', async () => {
    renderApp(<BookingDetailPage bookingId={ID} module={testModule} />, {
      user: { id: 3 },
      routes: { [`GET /my-bookings/${ID}`]: ok(aBooking('fare')) },
    });
    expect(await screen.findByText(en.NotFound.title, {}, later)).toBeInTheDocument();
    expect(screen.queryByTestId('module-summary')).toBeNull();
  });

  it('asks a guest without a pass to the booking to log in, and reads nothing', async () => {
    const view = renderApp(<BookingDetailPage bookingId={ID} module={testModule} />, {
      user: null,
      routes: { [`GET /my-bookings/${ID}`]: ok(aBooking('stay')) },
    });
    expect(await screen.findByRole('button', { name: en.myBookings.login }, later)).toBeInTheDocument();
    expect(screen.getByText(en.myBookings.guest_text)).toBeInTheDocument();
    expect(view.api.callsTo(`GET /my-bookings/${ID}`)).toHaveLength(0);
  });
});
