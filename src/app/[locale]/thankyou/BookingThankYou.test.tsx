import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aStay } from '@tests/builders/aHotelDetails';
import { fakeApi, ok } from '@tests/mocks/fakeApi';
import { appRoutes, renderApp } from '@tests/render';
import { BookingThankYou } from './BookingThankYou';
import { CONFIRMATION_WAIT_MS } from '@/features/booking/BookingConfirmation';
import { ManageBookingForm } from '@/features/booking/ManageBookingForm';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

// Each test is a fresh tab: a session stored by the one before would come back over its own.

function aHotelBooking(overrides: object = {}) {
  return {
    bookingId: 'hb-1',
    reference: 'H7QM2X',
    moduleType: 2,
    status: 1,
    statusName: 'Confirmed',
    amount: 920,
    currency: 'USD',
    paymentMethod: 1,
    paymentMethodName: 'DebitCard',
    payment: { status: 'SUCCEEDED', cardBrand: 'visa', cardLast4: '4242', paidAt: '2026-11-25T16:00:00Z' },
    refund: null,
    stay: aStay(920),
    guests: [{ firstName: 'Sara', lastName: 'Haddad' }],
    specialRequests: '',
    arrivalTime: null,
    createdAt: '2026-11-25T15:58:00Z',
    ...overrides,
  };
}

function setup(options: { locale?: 'en' | 'ar'; user?: object | null; booking?: object } = {}) {
  window.sessionStorage.setItem('booking-access:hb-1', 'guest-access');
  const api = fakeApi({ ...appRoutes, 'GET /hotel/booking/hb-1': ok(aHotelBooking(options.booking)) });
  return renderApp(<BookingThankYou bookingId="hb-1" hotel />, {
    api,
    locale: options.locale ?? 'en',
    user: options.user ?? null,
  });
}

describe('BookingThankYou', () => {
  it('gives a guest the documents and Manage booking with the reference (no My bookings)', async () => {
    setup();
    const documents = await screen.findByTestId('booking-documents');
    expect(
      within(documents).getByRole('button', { name: 'Download hotel voucher (PDF)' }),
    ).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Download invoice (PDF)' })).toBeInTheDocument();
    const next = screen.getByTestId('thankyou-next');
    expect(within(next).getByRole('link', { name: 'Manage booking' })).toHaveAttribute(
      'href',
      '/manage-booking?reference=H7QM2X',
    );
    expect(within(next).queryByRole('link', { name: 'My bookings' })).toBeNull();
  });

  it('sends a signed-in customer to My bookings, in Arabic too', async () => {
    setup({ locale: 'ar', user: {} });
    const next = await screen.findByTestId('thankyou-next');
    expect(await within(next).findByRole('link', { name: 'حجوزاتي' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
    expect(within(next).queryByRole('link', { name: 'إدارة الحجز' })).toBeNull();
  });

  it('never waits forever: a read that gets no answer ends in the error and its retry, which reads again', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    window.sessionStorage.setItem('booking-access:hb-1', 'guest-access');
    // The first read is never answered (a connection that hangs); the second is.
    let reads = 0;
    const api = fakeApi({
      ...appRoutes,
      'GET /hotel/booking/hb-1': () =>
        ++reads === 1 ? new Promise<never>(() => undefined) : ok(aHotelBooking()),
    });
    renderApp(<BookingThankYou bookingId="hb-1" hotel />, { api, locale: 'ar' });
    await waitFor(() => expect(reads).toBe(1));
    expect(screen.getByTestId('full-screen-loader')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(CONFIRMATION_WAIT_MS));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('تعذّر تحميل حجزك.');
    expect(screen.queryByTestId('full-screen-loader')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('H7QM2X');
    expect(reads).toBe(2);
  });

  it('offers no documents for a booking the hotel refused, but still the way back', async () => {
    setup({ booking: { status: 5, statusName: 'Failed' } });
    expect(await screen.findByTestId('thankyou-next')).toBeInTheDocument();
    expect(screen.queryByTestId('booking-documents')).toBeNull();
  });
});

describe('ManageBookingForm', () => {
  it('starts with the reference a confirmation link brought, and an empty e-mail', () => {
    renderApp(<ManageBookingForm initialReference="H7QM2X" />);
    expect(screen.getByRole('textbox', { name: /Booking reference/ })).toHaveValue('H7QM2X');
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('');
  });
});
