import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '@tests/render';
import { failure } from '@tests/mocks/fakeApi';
import en from '@messages/en.json';
import { BookingAccessFallback } from '@/features/booking/BookingAccessFallback';
import { FlightBookingDetailPage } from '@/features/flights/booking/FlightBookingDetailPage';
import { FlightThankYou } from '@/features/flights/checkout/FlightThankYou';
import { HotelThankYou } from '@/features/hotels/checkout/HotelThankYou';

/** A guest without this tab's pass to a booking is sent to Manage booking by every module's views. */
vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));
// The ALTCHA widget needs Web Workers and WebCrypto (tests/mocks/captcha).
vi.mock('@/components/forms/Captcha', () => import('@tests/mocks/captcha'));

const m = en.manageBooking;
const later = { timeout: 5000 };
const ID = '6f1c1f5e-3b7a-4d55-9d8e-1a2b3c4d5e6f';

describe('a guest’s way back', { timeout: 20_000 }, () => {
  it('the thank-you page without this tab’s access offers Manage booking instead of “Page not found”', async () => {
    renderApp(<FlightThankYou bookingId={ID} fallback={<BookingAccessFallback />} />, {
      routes: { [`GET /flight/booking/${ID}`]: failure(404, 'Booking not found') },
    });
    expect(await screen.findByRole('heading', { name: m.no_access_title }, later)).toBeInTheDocument();
    expect(screen.getByLabelText(m.reference)).toHaveValue('');
    expect(screen.queryByText(en.NotFound.title)).not.toBeInTheDocument();
  });

  it('the hotel thank-you page without this tab’s access offers Manage booking too', async () => {
    renderApp(<HotelThankYou bookingId={ID} fallback={<BookingAccessFallback />} />, {
      routes: { [`GET /hotel/booking/${ID}`]: failure(404, 'Booking not found') },
    });
    expect(await screen.findByRole('heading', { name: m.no_access_title }, later)).toBeInTheDocument();
    expect(screen.getByLabelText(m.reference)).toHaveValue('');
    expect(screen.queryByText(en.NotFound.title)).not.toBeInTheDocument();
  });

  it('the detail page opens with the session this tab keeps, and says when it has ended', async () => {
    window.sessionStorage.setItem(`booking-access:${ID}`, 'session-token');
    const view = renderApp(<FlightBookingDetailPage bookingId={ID} />, {
      routes: { [`GET /my-bookings/${ID}`]: failure(404, 'Booking not found') },
    });
    expect(await screen.findByText(m.session_ended, {}, later)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.manage_link })).toHaveAttribute('href', '/manage-booking');
    expect(view.api.callsTo(`GET /my-bookings/${ID}`)[0]!.params).toEqual({ accessToken: 'session-token' });
  });
});
